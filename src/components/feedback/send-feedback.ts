import type { FeedbackPayload } from './feedback-payload';

/**
 * Posts feedback as JSON in a `text/plain` body: a CORS "simple request", so the browser sends
 * it without an OPTIONS preflight; the service only has to answer with
 * `Access-Control-Allow-Origin`. Rejects on a network error or an answer other than 2xx.
 */
export async function sendFeedback(endpoint: string, payload: FeedbackPayload): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(payload),
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
}
