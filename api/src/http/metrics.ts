// Prometheus metrics of the API (prom-client) on their own port (API_METRICS_PORT, localhost by default): request
// duration by route, method and status, the outbox of form e-mails (mail/outbox-metrics.ts) and Node's process
// metrics.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const requestDuration = new client.Histogram({
  name: 'api_http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Times every request; the label is the route's pattern ('/api/products/:slug'), so labels stay bounded. */
export function recordRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/** Serves GET /metrics; a port in use is logged, not fatal. */
export function serveMetrics(port: number, host: string, log: (message: string) => void): Server {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  server.on('error', (error) => log(`metrics not served on ${host}:${port}: ${error.message}`));
  server.listen(port, host);
  server.unref();
  return server;
}
