import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FIELDS,
  SEARCH_KINDS,
  criteriaFromValues,
  fieldKeys,
  kindFromParams,
  paramsFromValues,
  valuesFromParams,
  type FormValues,
  type SearchKind,
} from "./fields";
import { classifyQuery } from "./lookup";

/**
 * Properties over random (and hostile) input of the search classification and of the
 * advanced-search URL round trip.
 */
const hex = (n: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: n, maxLength: n });

describe("classifyQuery (properties)", () => {
  it("is total and consistent for any string", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 120 }),
        fc.integer({ min: 0, max: 255 }),
        (q, prefix) => {
          const c = classifyQuery(q, prefix);
          if (c.transactionId) expect(c.block).toBe(true);
          if (c.publicKey) expect(c.transactionId).toBe(false);
          // nothing with a path separator, markup, percent sign or white space is ever an id
          if (/[/\\<>%\s?#]/.test(q))
            expect(c.address || c.publicKey || c.username || c.block || c.transactionId).toBe(
              false,
            );
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);

  it("recognises every 64-hex id and every compressed public key", () => {
    fc.assert(
      fc.property(hex(64), hex(64), fc.constantFrom("02", "03"), (id, key, p) => {
        expect(classifyQuery(id, 23)).toMatchObject({ transactionId: true, block: true });
        expect(classifyQuery(`${p}${key}`, 23)).toMatchObject({
          publicKey: true,
          transactionId: false,
        });
      }),
    );
  });
});

/** Random form values of a kind: known keys with trimmed, non-empty values of at most 200 chars. */
const formValues = (kind: SearchKind) =>
  fc
    .record(
      Object.fromEntries(
        FIELDS[kind].flatMap((f) =>
          f.input === "type"
            ? [
                [
                  "type",
                  fc.option(
                    fc
                      .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 999 }))
                      .map(([g, t]) => `${g}:${t}`),
                    { nil: undefined },
                  ),
                ],
              ]
            : fieldKeys(f).map((k) => [
                k,
                fc.option(
                  fc
                    .string({ minLength: 1, maxLength: 200 })
                    .map((s) => s.trim())
                    .filter((s) => s.length > 0),
                  { nil: undefined },
                ),
              ]),
        ),
      ) as Record<string, fc.Arbitrary<string | undefined>>,
    )
    .map(
      (r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as FormValues,
    );

describe("advanced-search URL (properties)", () => {
  it("form values survive the URL: valuesFromParams(paramsFromValues(v)) = v", () => {
    for (const kind of SEARCH_KINDS) {
      fc.assert(
        fc.property(formValues(kind), (values) => {
          const params = new URLSearchParams(paramsFromValues(kind, values).toString());
          expect(kindFromParams(params)).toBe(kind);
          expect(valuesFromParams(kind, params)).toEqual(values);
        }),
        { numRuns: 60 },
      );
    }
  });

  it("any query string gives a known kind or none, bounded values and criteria of known fields only", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.string({ maxLength: 20 }), fc.string({ unit: "binary", maxLength: 400 })),
          { maxLength: 12 },
        ),
        fc.constantFrom(...SEARCH_KINDS),
        (pairs, kind) => {
          const params = new URLSearchParams(pairs);
          const k = kindFromParams(params);
          expect(k === null || SEARCH_KINDS.includes(k)).toBe(true);
          const values = valuesFromParams(kind, params);
          const known = new Set(
            FIELDS[kind].flatMap((f) => (f.input === "type" ? ["type"] : fieldKeys(f))),
          );
          for (const [key, v] of Object.entries(values)) {
            expect(known.has(key)).toBe(true);
            expect(v.length).toBeLessThanOrEqual(200);
          }
          const criteria = criteriaFromValues(kind, values);
          const names = new Set([...FIELDS[kind].map((f) => f.name), "typeGroup"]);
          for (const key of Object.keys(criteria)) expect(names.has(key)).toBe(true);
        },
      ),
    );
  });
});
