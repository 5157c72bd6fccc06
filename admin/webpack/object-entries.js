// What the translation library's `object.entries` polyfill amounts to in the browsers the back office supports.
module.exports = Object.entries;
