// Imported first by main.ts: the server runs React and the other libraries in their production builds unless
// told otherwise (`NODE_ENV=development`, as `npm run dev` does). Their development builds check and warn on
// every element and render several times slower.
process.env.NODE_ENV ??= 'production';
