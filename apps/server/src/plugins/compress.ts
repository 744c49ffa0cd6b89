import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses answers of routes declared after it (the API and its docs) from 1 KB up: below that
 * the saving is a fraction of a packet and not worth the time. Gzip comes first when the client
 * takes both: on our JSON, level 6 is as small as brotli at quality 4 and about twice as fast
 * (measured on /config, /module and item lists). The web app is registered before it and sends
 * the build's precompressed copies instead.
 */
export const compressPlugin = fp(async (app) => {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 6 },
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Clients send plain bodies; unpacking them would add a way around the body limit for nothing.
    globalDecompression: false,
  });
}, { name: 'compress' });
