import { ApiError } from './ApiError';

function fieldOf(body: unknown, name: 'errorCode' | 'message'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : null;
}

/**
 * Turns a response into the call's answer or an ApiError: a redirect is an error (spec 7: no
 * redirects), a non-2xx status is an 'http' error carrying the envelope's code and message, an
 * envelope without success: true is a 'server' error, and `envelope` answers resolve with value.
 */
export async function readAnswer(
  path: string,
  response: Response,
  envelope: boolean,
): Promise<unknown> {
  const { status } = response;
  if (response.type === 'opaqueredirect' || status === 0 || (status >= 300 && status < 400)) {
    throw new ApiError({ path, kind: 'redirect', status: status || null });
  }
  const text = await response.text();
  let body: unknown;
  let parsed = true;
  try {
    body = JSON.parse(text);
  } catch {
    parsed = false;
  }
  if (!response.ok) {
    throw new ApiError({
      path,
      kind: 'http',
      status,
      errorCode: fieldOf(body, 'errorCode'),
      message: fieldOf(body, 'message'),
    });
  }
  if (!parsed) throw new ApiError({ path, kind: 'parse', status });
  if (!envelope) return body;
  if (
    typeof body !== 'object' ||
    body === null ||
    (body as { success?: unknown }).success !== true
  ) {
    throw new ApiError({
      path,
      kind: 'server',
      status,
      errorCode: fieldOf(body, 'errorCode'),
      message: fieldOf(body, 'message'),
      value: typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : null,
    });
  }
  return (body as { value?: unknown }).value ?? null;
}
