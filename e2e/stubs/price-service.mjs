// Stand-in for the CryptoCompare min-api (the price service) under /price, serving its
// recorded response shapes:
//   GET /price[/s/<session>]/data/price?fsym=ARK&tsyms=USD        → {"USD":0.31}
//   GET /price[/s/<session>]/data/v2/histohour|histoday?fsym&tsym&limit|allData&toTs
//                                                                  → {"Response":"Success","Data":{"Data":[…]}}
//   GET /price[/s/<session>]/data/dayAvg?fsym&tsym&toTs           → {"USD":0.3,"ConversionType":{…}}
// Modes, per session (a test puts its own session id in the priceApi URL, so parallel tests never
// see each other's mode):
//   POST /price[/s/<session>]/__mode  body {"mode":"success"|"error"|"hang"}  (or ?mode=… on GET)
//   GET  /price[/s/<session>]/__log   → {"requests":[{path,query,at}],"maxInFlight":n}
// "error" answers {"Response":"Error","Message":"…"} (HTTP 200, as CryptoCompare does); "hang"
// never answers (the client's time-out fires).

/** Quote-currency factors against USD (deterministic, plausible). */
const FACTORS = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  AUD: 1.52,
  BRL: 5.1,
  CAD: 1.36,
  CHF: 0.9,
  CNY: 7.2,
  JPY: 151,
  KRW: 1350,
  NZD: 1.66,
  RUB: 92,
  BTC: 0.0000155,
  ETH: 0.00029,
  LTC: 0.0118,
};
const BASE_USD = 0.3125;

const sessions = new Map();
function session(id) {
  let s = sessions.get(id);
  if (!s) {
    s = { mode: "success", requests: [], inFlight: 0, maxInFlight: 0 };
    sessions.set(id, s);
  }
  return s;
}

const factor = (sym) => FACTORS[String(sym ?? "USD").toUpperCase()] ?? 1;
const priceAt = (time, sym) =>
  +(
    BASE_USD *
    factor(sym) *
    (1 + 0.08 * Math.sin(time / 86400 / 3) + 0.03 * Math.sin(time / 3600 / 2))
  ).toPrecision(6);
const volumeAt = (time, sym) =>
  Math.round(250000 * factor(sym) * (1.2 + Math.sin(time / 86400)) * 100) / 100;

function history(url, step) {
  const tsym = url.searchParams.get("tsym") ?? "USD";
  const toTs = Number(url.searchParams.get("toTs") ?? Math.floor(Date.now() / 1000));
  const all = url.searchParams.get("allData") === "true";
  const limit = all ? 6 * 365 : Math.min(2000, Number(url.searchParams.get("limit") ?? 30));
  const end = Math.floor(toTs / step) * step;
  const rows = [];
  for (let i = limit; i >= 0; i--) {
    const time = end - i * step;
    const close = priceAt(time, tsym);
    rows.push({
      time,
      high: close * 1.01,
      low: close * 0.99,
      open: close,
      volumefrom: 1000,
      volumeto: volumeAt(time, tsym),
      close,
      conversionType: "direct",
      conversionSymbol: "",
    });
  }
  return {
    Response: "Success",
    Message: "",
    HasWarning: false,
    Type: 100,
    RateLimit: {},
    Data: {
      Aggregated: false,
      TimeFrom: rows[0].time,
      TimeTo: rows[rows.length - 1].time,
      Data: rows,
    },
  };
}

function answer(url, path) {
  if (path === "data/price") {
    const tsyms = (url.searchParams.get("tsyms") ?? "").split(",").filter(Boolean);
    if (!url.searchParams.get("fsym") || tsyms.length === 0)
      return {
        Response: "Error",
        Message: "fsym param is empty or null.",
        HasWarning: false,
        Type: 2,
        RateLimit: {},
        Data: {},
        ParamWithError: "fsym",
      };
    return Object.fromEntries(
      tsyms.map((s) => [s.toUpperCase(), priceAt(Math.floor(Date.now() / 1000), s)]),
    );
  }
  if (path === "data/v2/histohour") return history(url, 3600);
  if (path === "data/v2/histoday") return history(url, 86400);
  if (path === "data/dayAvg") {
    const tsym = (url.searchParams.get("tsym") ?? "USD").toUpperCase();
    const toTs = Number(url.searchParams.get("toTs") ?? 0);
    return {
      [tsym]: priceAt(toTs - 43200, tsym),
      ConversionType: { type: "direct", conversionSymbol: "" },
    };
  }
  return null;
}

async function readBody(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text || "{}");
  } catch {
    return {};
  }
}

const PATH = /^\/price(?:\/s\/([\w-]{1,64}))?\/(.*)$/;

/** The price-service handler for e2e/stubs/server.mjs: [status, body], "handled", or undefined. */
export async function priceHandler(url, req) {
  const m = PATH.exec(url.pathname);
  if (!m) return undefined;
  const s = session(m[1] ?? "default");
  const path = m[2];
  if (path === "__mode") {
    const body = req.method === "POST" ? await readBody(req) : {};
    const mode = body.mode ?? url.searchParams.get("mode");
    if (!["success", "error", "hang"].includes(mode))
      return [400, { error: "mode must be success, error or hang" }];
    s.mode = mode;
    return [200, { mode }];
  }
  if (path === "__log") return [200, { requests: s.requests, maxInFlight: s.maxInFlight }];
  if (req.method !== "GET") return [405, { error: "GET only" }];
  s.requests.push({ path, query: Object.fromEntries(url.searchParams), at: Date.now() });
  s.inFlight += 1;
  s.maxInFlight = Math.max(s.maxInFlight, s.inFlight);
  try {
    if (s.mode === "hang") {
      // Never answer; free the slot when the client gives up.
      await new Promise((resolve) => req.socket.once("close", resolve));
      return "handled";
    }
    await new Promise((r) => setTimeout(r, 40)); // a little latency makes overlapping calls visible in the log
    if (s.mode === "error")
      return [
        200,
        {
          Response: "Error",
          Message: "rate limit exceeded (stub)",
          HasWarning: false,
          Type: 99,
          RateLimit: {},
          Data: {},
        },
      ];
    const body = answer(url, path);
    return body ? [200, body] : [404, { Response: "Error", Message: `unknown path ${path}` }];
  } finally {
    s.inFlight -= 1;
  }
}
