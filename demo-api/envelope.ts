/**
 * The platform's response envelope. Every /wps call answers with it, except the status call
 * (errorCode, message, data: spec 3) and the web app manifest (a plain manifest document).
 */
export interface Envelope<T> {
  success: boolean;
  errorCode: string | null;
  message: string | null;
  value: T | null;
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, errorCode: null, message: null, value };
}

export function failure(errorCode: string, message: string | null): Envelope<never> {
  return { success: false, errorCode, message, value: null };
}

/** A JSON response with any status, for statuses chosen at run time (fault controls). */
export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: all });
}
