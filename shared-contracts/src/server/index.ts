// What the shell's and the API's Node servers share; never imported by browser code.
export * from './server-timeouts';
export * from './log-redaction';
