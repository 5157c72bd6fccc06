// The visitor's address as the shell tells it to the API (X-Forwarded-For), which limits form submissions and wrong
// preview tokens per visitor and believes the shell. So the shell sends the address it saw itself — the visitor's
// own X-Forwarded-For is a claim anyone can make — and appends to the header it received only when that came from a
// proxy hop trusted by configuration (TRUST_PROXY: a load balancer in front of the shell).
import type { IncomingHttpHeaders } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FetchLike } from '@ergoforma/shared-contracts';

/** What is read of a request (the proxy's callbacks type it for any server). */
export interface ForwardedRequest {
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string };
}

/** The X-Forwarded-For the API gets for a request: the address the shell saw, after the chain a trusted hop passed. */
export function forwardedForOf(trustProxy: string[]): (request: ForwardedRequest) => string {
  const trusted = trustProxy.length > 0 ? proxyAddr.compile(trustProxy) : () => false;
  return (request) => {
    const peer = request.socket.remoteAddress ?? '';
    const received = request.headers['x-forwarded-for'];
    return received && trusted(peer, 0) ? `${String(received)}, ${peer}` : peer;
  };
}

/** fetch, telling the API whose request it makes (a visitor's draft preview). */
export function fetchFor(forwardedFor: string): FetchLike {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', forwardedFor);
    return fetch(input, { ...init, headers });
  };
}
