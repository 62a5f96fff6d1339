import { formatServerError, type FailedRequest } from './log-error';

/**
 * A download written as it is made: each chunk of `chunks` is read only when the client has
 * taken the one before (pull), so a slow client holds one chunk in memory, not the whole file.
 * A client that goes away stops the reading (`return` ends the generator and its queries).
 * A failure after the first bytes cannot become an error answer any more (the status is sent):
 * the download is cut short and the failure logged as the app logs any other (`request`).
 */
export function textStream(chunks: AsyncGenerator<string>, request: FailedRequest): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (err) {
        console.error(formatServerError(err, request));
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
