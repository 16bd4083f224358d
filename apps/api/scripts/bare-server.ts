/**
 * The reference of `bench.ts`: a bare Fastify app (the version the API uses) with one route that answers
 * a small JSON object, so the API's figures can be read as ratios to what Fastify alone does on the same
 * machine in the same run.
 *   PORT=<port> npx tsx apps/api/scripts/bare-server.ts   → GET /ping → {"ok":true,"service":"bare"}
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true, service: 'bare' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
