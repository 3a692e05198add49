"use strict";
// One HTTP call to the node's API, shared by the endpoint probe and the seed: both keep the answer
// whatever it is (an error page too), so a body that is not JSON is kept as its text.

/**
 * Sends `method` to `url` with `body` as JSON (when given) and the extra `headers`; resolves to
 * `{ status, body }`, the body parsed as JSON or else its text. Network errors reject.
 */
async function requestJson(method, url, body, headers = {}) {
    const res = await fetch(url, {
        method,
        headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json;
    try {
        json = JSON.parse(text);
    } catch {
        json = text;
    }
    return { status: res.status, body: json };
}

module.exports = { requestJson };
