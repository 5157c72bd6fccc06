// Stylesheets are side-effect imports handled by webpack (mini-css-extract-plugin).
declare module '*.css';
