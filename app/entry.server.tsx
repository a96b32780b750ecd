import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { dictionaries } from "../lib/site/i18n/dictionaries";
import { provideWords } from "~/i18n/words";
import { sharedCacheControl } from "~/lib/cache-control";
import { clockContext, reportErrorContext } from "~/lib/request-context";
import { inlineStylesheets } from "~/lib/inline-styles.server";
import { loadScriptsAfterPage } from "~/lib/scripts-after-load.server";

export const streamTimeout = 5_000;

provideWords(dictionaries);

// Pages are the same for every reader (their CSP names hashes, not a nonce), so a CDN may share them
// (app/lib/cache-control.ts). Only good pages are shared: an error or a missing page is asked for again.
const shared = (status: number, context: Readonly<RouterContextProvider>) => (status === 200 ? sharedCacheControl(context.get(clockContext)()) : "no-cache");

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Cache-Control", shared(responseStatusCode, loadContext));

  return new Promise<Response>((resolve, reject) => {
    // Every page is static content: wait for the whole document, so each response is complete
    // (crawlers, readers without JavaScript) and the same for every visitor.
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React would send a large <Suspense> boundary after the rest, hidden, for a script to move into
        // place; then a reader without JavaScript would never see it. Boundaries here only split hydration.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // Vite's development modules and styles are left as they are.
          const html = text(body).then((page) => (import.meta.env.PROD ? inlineStylesheets(loadScriptsAfterPage(page)) : page));
          html.then((page) => resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode })), reject);
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

/** A page's data, which a link fetches to open the page without a full load, is shared like the page. */
export function handleDataRequest(response: Response, { context }: { context: Readonly<RouterContextProvider> }) {
  response.headers.set("Cache-Control", shared(response.status, context));
  return response;
}

/** Errors worth a stack trace. An unknown address or album is an expected 404, and a closed connection is not ours. */
export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  context.get(reportErrorContext)(error);
}
