/** A push as the soak reads it off the stream. */
export interface StreamPush {
  type: string;
  order_id: number | null;
  order_status?: string | null;
}

export interface StreamHandlers {
  /** The stream is registered on the server (its `retry:` line): pushes written from now on reach it. */
  opened(): void;
  /** An event with its id; those before opened() come from the replay. */
  event(id: number, push: StreamPush): void;
}

/**
 * Reads one push stream (Server-Sent Events) until it ends, the instance dies or `signal` aborts it.
 * Answers the status the stream was answered with (0: no answer at all), and its text when not 200.
 */
export async function readPushStream(url: string, address: string, signal: AbortSignal, on: StreamHandlers): Promise<{ status: number; refusal?: string }> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { 'x-forwarded-for': address }, signal });
  } catch {
    return { status: 0 };
  }
  if (res.status !== 200 || !res.body) return { status: res.status, refusal: await res.text().catch(() => '') };
  await readEventBlocks(res.body, (block) => {
    if (block.startsWith('retry:')) on.opened();
    const field = (name: string) => block.split('\n').find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
    const id = Number(field('id'));
    const data = field('data');
    if (id && data) on.event(id, JSON.parse(data) as StreamPush);
  });
  return { status: 200 };
}

/** Hands each Server-Sent Events block (the lines up to a blank line) to `onBlock` until the body ends or breaks. */
export async function readEventBlocks(body: ReadableStream<Uint8Array>, onBlock: (block: string) => void): Promise<void> {
  let buffer = '';
  const decoder = new TextDecoder();
  try {
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        onBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  } catch {
    // The instance died, or the stream was aborted.
  }
}
