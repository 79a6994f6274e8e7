import * as React from 'react';
import type { BucketServer, RequestLogEntry } from './bucket-server';

const NO_REQUESTS: readonly RequestLogEntry[] = [];

/** The server's recent requests, newest first; re-renders the demo when one starts or ends. */
export function useRequestLog(server: BucketServer): readonly RequestLogEntry[] {
  return React.useSyncExternalStore(
    server.subscribe,
    server.getLog,
    () => NO_REQUESTS,
  );
}

/** `GET photos/2024/ · 812 ms · ok` */
export function describeRequest(entry: RequestLogEntry): string {
  return `GET ${entry.folder ?? '/'} · ${entry.latency} ms · ${entry.status}`;
}
