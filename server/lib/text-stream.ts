/**
 * A download written as it is made: each chunk of `chunks` is read only when the client has
 * taken the one before (pull), so a slow client holds one chunk in memory, not the whole file.
 * A client that goes away stops the reading (`return` ends the generator and its queries).
 */
export function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
