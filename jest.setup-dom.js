// Setup for the jsdom projects: jest-dom matchers, and the TextEncoder/TextDecoder jsdom lacks (react-router needs them).
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
