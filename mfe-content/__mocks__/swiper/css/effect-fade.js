// Jest: stylesheets do nothing in tests.
module.exports = {};
