// jsdom with the Fetch API classes of Node (jsdom has none): react-router's data router, which react-admin uses,
// builds a Request for every navigation.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetchEnvironment;
