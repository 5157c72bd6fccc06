// Setup for the jsdom projects: jest-dom matchers, and the TextEncoder/TextDecoder jsdom lacks (react-router needs them).
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('@testing-library/jest-dom');
