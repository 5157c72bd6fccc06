// Each API test file starts the API on a database of its own (on PostgreSQL, a new database on the server): on a busy
// machine that takes longer than Jest's default 5 s. (testTimeout in jest.config.js is global-only, so it is set here.)
jest.setTimeout(30_000);
