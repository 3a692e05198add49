import { CONFIG_URL, isConfigTitle, isHttpUrl, takeConfigText } from "./config-file";
import { isPresetName, PRESETS, type Link, type NetworkConfig, type PresetName } from "./presets";

/** The build's preset (`VITE_NETWORK`, default mainnet). The only place reading import.meta.env. */
const BUILD_NETWORK: PresetName = isPresetName(import.meta.env.VITE_NETWORK)
  ? import.meta.env.VITE_NETWORK
  : "mainnet";
export const BUILD_COMMIT: string = typeof __BUILD_COMMIT__ === "string" ? __BUILD_COMMIT__ : "dev";
export const BUILD_DATE: string = typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : "";

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isLinkList = (v: Json): v is Link[] =>
  Array.isArray(v) &&
  v.every((l) => isObject(l) && typeof l.label === "string" && isHttpUrl(l.url));
const isStringMap = (v: Json): v is Record<string, string> =>
  isObject(v) && Object.values(v).every((s) => typeof s === "string");

/**
 * The validator of config.json's `key` in `table`, or undefined: an own key of the table only, so
 * `__proto__`, `toString`, `valueOf` or `hasOwnProperty` in the file are unknown fields like any
 * other instead of reaching Object.prototype's members.
 */
const validatorOf = (table: Record<string, (v: Json) => boolean>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * A copy of a JSON object without a prototype: a field named `__proto__` stays a plain field
 * (assigning it to an ordinary object would replace the object's prototype), and a lookup of
 * `toString` in a map read from the file (currencies, known wallets) finds nothing inherited.
 */
function ownCopy<T>(value: Record<string, T>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const [k, v] of Object.entries(value)) out[k] = v;
  return out;
}
const isPositiveInt = (v: Json): v is number =>
  typeof v === "number" && Number.isInteger(v) && v > 0;

/**
 * Field validators of config.json (the fields are listed in README.md); a field failing its check is
 * reported and ignored.
 */
const validators: Record<string, (v: Json) => boolean> = {
  network: isPresetName,
  title: isConfigTitle,
  server: isHttpUrl,
  alias: (v) => typeof v === "string" && v.length > 0 && v.length <= 40,
  activeDelegates: isPositiveInt,
  rewardOffset: (v) => typeof v === "number" && Number.isInteger(v) && v >= 0,
  currencies: isStringMap,
  knownWallets: (v) => v === null || isHttpUrl(v) || isStringMap(v),
  priceApi: (v) => v === null || isHttpUrl(v),
  defaults: isObject,
  footerLinks: isLinkList,
  socialLinks: isLinkList,
  apiTimeout: (v) => typeof v === "number" && Number.isInteger(v) && v >= 500 && v <= 120_000,
};

const defaultsValidators: Record<string, (v: Json) => boolean> = {
  token: (v) => typeof v === "string" && v.length > 0 && v.length <= 12,
  symbol: (v) => typeof v === "string" && v.length > 0 && v.length <= 8,
  currency: (v) => isObject(v) && typeof v.name === "string" && typeof v.symbol === "string",
  priceChartOptions: (v) =>
    isObject(v) &&
    (v.enabled === undefined || typeof v.enabled === "boolean") &&
    (v.period === undefined ||
      ["day", "week", "month", "quarter", "year", "all"].includes(v.period as string)) &&
    (v.type === undefined || v.type === "price" || v.type === "volume"),
};

/**
 * Merges an operator's config.json over the preset it names (or the build's): objects key by key,
 * everything else replaced. Invalid and unknown fields (also `__proto__`, `toString` and the
 * other names Object.prototype has) are reported with console.error and ignored field by field; a
 * non-object is ignored whole. Never throws.
 */
export function mergeConfig(raw: Json, buildNetwork: PresetName = BUILD_NETWORK): NetworkConfig {
  if (raw !== undefined && raw !== null && !isObject(raw)) {
    console.error("config.json: expected a JSON object; ignored");
    raw = {};
  }
  const input = (raw ?? {}) as Record<string, Json>;
  const presetName = isPresetName(input.network) ? input.network : buildNetwork;
  const base = structuredClone(PRESETS[presetName]);
  const out: Record<string, Json> = { ...base };
  for (const [key, value] of Object.entries(input)) {
    const check = validatorOf(validators, key);
    if (!check) {
      console.error(`config.json: unknown field "${key}" ignored`);
      continue;
    }
    if (!check(value)) {
      console.error(`config.json: invalid value for "${key}" ignored`);
      continue;
    }
    if (key === "defaults" && isObject(value)) {
      const defaults: Record<string, Json> = { ...base.defaults };
      for (const [dk, dv] of Object.entries(value)) {
        const dcheck = validatorOf(defaultsValidators, dk);
        if (!dcheck || !dcheck(dv)) {
          console.error(`config.json: invalid value for "defaults.${dk}" ignored`);
          continue;
        }
        defaults[dk] =
          isObject(dv) && isObject(defaults[dk]) ? { ...(defaults[dk] as object), ...dv } : dv;
      }
      out.defaults = defaults;
    } else if (key === "currencies" && isStringMap(value)) {
      out.currencies = ownCopy(value); // a map is replaced whole, so an operator can shrink the list
    } else if (key === "knownWallets" && isStringMap(value)) {
      out.knownWallets = ownCopy(value);
    } else {
      out[key] = value;
    }
  }
  out.network = presetName;
  return out as unknown as NetworkConfig;
}

/**
 * Reads `config.json` next to index.html (preloaded there, so this costs no extra round-trip; the
 * start script's read when it started one). Missing (404) is normal; invalid JSON is reported and
 * ignored. Resolves to the merged config.
 */
export async function loadNetworkConfig(url = CONFIG_URL): Promise<NetworkConfig> {
  let raw: Json = undefined;
  const text = await takeConfigText(url);
  if (text?.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      console.error("config.json is not valid JSON; using the built-in network settings");
    }
  }
  return mergeConfig(raw);
}
