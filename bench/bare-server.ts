// The yardstick: a bare Fastify route with no database, no schema work and no plugins.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT);
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare fastify listening on ${port}`);
