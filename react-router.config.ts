import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The Origin check is app/http/edge.server.ts, on every state-changing request, resource routes
  // included; React Router's own check (page routes only) would answer some of them first.
  allowedActionOrigins: ['**'],
} satisfies Config;
