/**
 * What the API helpers of the tests and the demo read from an answer: the status, the text, and the JSON
 * in it (undefined when the body is empty or not JSON, so a failing call can still be reported).
 */
export async function readResponse(res: Response) {
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}
