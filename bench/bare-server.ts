import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify JSON route (no plugins, no database) answering a payload shaped like a judge's
 * poster list, so the judge read path can be compared with what the framework alone does on this machine.
 */
const cards = Array.from({ length: 25 }, (_, i) => ({
  assignment_id: 1000 + i,
  poster_id: 2000 + i,
  title: `Deep learning for poster ${i}: a study of things that matter`,
  author: `Author ${i}`,
  category: 'AI',
  evaluated: i % 2 === 0,
}));

const app = Fastify({ logger: false });
app.get('/json', async () => cards);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
