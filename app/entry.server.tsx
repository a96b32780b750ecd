import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceContext } from "~/lib/nonce";
import { cspNonceContext, reportErrorContext } from "~/lib/request-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    // Every page is static content: wait for the whole document, so each response is complete
    // (crawlers, readers without JavaScript) and the same for every visitor.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.get(reportErrorContext)(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** Errors worth a stack trace. An unknown address or album is an expected 404, and a closed connection is not ours. */
export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  context.get(reportErrorContext)(error);
}
