import { describe, expect, it, vi } from 'vitest';
import { textStream } from './text-stream';

const request = { requestId: 'req-7', method: 'GET', path: '/api/finance/journal.hledger' };
const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('textStream', () => {
  it('writes each chunk as it is asked for, and stops reading when the client goes away', async () => {
    const made: number[] = [];
    async function* chunks() {
      for (let i = 1; i <= 3; i++) {
        made.push(i);
        yield `line ${i}\n`;
      }
    }
    expect(await read(textStream(chunks(), request))).toBe('line 1\nline 2\nline 3\n');
    made.length = 0;
    const reader = textStream(chunks(), request).getReader();
    await reader.read();
    await reader.cancel();
    expect(made.length).toBeLessThan(3);
  });

  it('cuts the download short and logs the failure with its request when a later chunk fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    async function* chunks() {
      yield 'head\n';
      throw new Error('the database went away');
    }
    await expect(read(textStream(chunks(), request))).rejects.toThrow('the database went away');
    expect(log.mock.calls[0]?.[0]).toContain('req-7 GET /api/finance/journal.hledger Error: the database went away');
    log.mockRestore();
  });
});
