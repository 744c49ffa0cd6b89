import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses answers of routes declared after it (the API and its docs) from 4 KB up. Measured on
 * loopback, gzip on /config (3.4 KB) and /module (2.3 KB) took 30-45% of their throughput to save
 * 2 KB that travel in the first TCP flight either way; item lists (5-25 KB) shrink 5-10 times.
 * Gzip 6 comes first when the client takes both: on our JSON it is as small as brotli 4 and about
 * twice as fast. Compression stays synchronous up to 64 KB: on two cores the threadpool hand-off
 * of the stream path halved the rate of a 14 KB list. The web app is registered before this
 * plugin and sends the build's precompressed copies instead.
 */
export const compressPlugin = fp(async (app) => {
  await app.register(fastifyCompress, {
    threshold: 4096,
    syncThreshold: 65_536,
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 6 },
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Clients send plain bodies; unpacking them would add a way around the body limit for nothing.
    globalDecompression: false,
  });
}, { name: 'compress' });
