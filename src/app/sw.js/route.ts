import { DRAFT_RETENTION_DAYS } from '@/config/offline';
import { PHOTOS } from '@/config/photos';
import { serviceWorker, type WorkerConfig } from '@/lib/service-worker';

const config: WorkerConfig = {
  syncTag: 'multitech-demandes',
  retentionMs: DRAFT_RETENTION_DAYS * 86_400_000,
  database: 'multitech-demandes',
  requestPath: '/api/requests/',
  photoField: PHOTOS.field,
  fieldsPart: PHOTOS.fieldsPart,
  maxPhotos: PHOTOS.perRequest,
};

/** The worker's script: its function, called with the worker's global scope and its settings. */
const source = `'use strict';\n(${serviceWorker.toString()})(self, ${JSON.stringify(config)});\n`;

/** The service worker (lib/service-worker.ts): registered by a form once used, never with a page. */
export function GET() {
  return new Response(source, {
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      // Checked again at each registration: a new version reaches visitors at once.
      'Cache-Control': 'no-cache',
    },
  });
}
