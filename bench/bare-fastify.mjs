// The ratio anchor: a Fastify route that does nothing, in its own process as the server runs, on PORT.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
