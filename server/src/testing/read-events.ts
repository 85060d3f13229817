/**
 * Reads server-sent events from a streaming response until `count` events with a name arrived. The wait
 * ends as soon as they have; its limit only bounds a failure. 5 s was too short for a NOTIFY round trip on
 * a loaded machine with PostgreSQL (the timetable test then saw one of its two events).
 */
export async function readEvents(body: ReadableStream<Uint8Array>, count: number, timeoutMs = 30_000) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ event: string; data: string }> = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (!next || next.done) break;
    buffer += decoder.decode(next.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = block.match(/^event: (.*)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      if (event && data !== undefined) events.push({ event, data });
    }
  }
  reader.releaseLock();
  return events;
}
