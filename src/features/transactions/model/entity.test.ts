import { describe, expect, it } from "vitest";
import { describeEntity } from "./entity";

const entity = (asset: unknown) => ({
  typeGroup: 2,
  type: 6,
  asset: asset as Record<string, unknown> | undefined,
});

describe("describeEntity: ARK Core 3 entity numbers as words", () => {
  it.each([
    [0, "business"],
    [1, "product"],
    [2, "plugin"],
    [3, "module"],
    [4, "delegate"],
  ] as const)("entity type %i is %s", (type, key) => {
    expect(describeEntity(entity({ type, subType: 0, action: 0 }))?.type).toEqual({
      key,
      value: type,
    });
  });

  it.each([
    [0, "register"],
    [1, "update"],
    [2, "resign"],
  ] as const)("action %i is %s", (action, key) => {
    expect(describeEntity(entity({ type: 0, subType: 0, action }))?.action).toEqual({
      key,
      value: action,
    });
  });

  it("the seeded registration: business, no sub-type, register, its name", () => {
    expect(
      describeEntity(
        entity({ type: 0, subType: 0, action: 0, data: { name: "e2e_entity", ipfsData: "Qm" } }),
      ),
    ).toEqual({
      type: { key: "business", value: 0 },
      subType: { key: "none", value: 0 },
      action: { key: "register", value: 0 },
      name: "e2e_entity",
    });
  });

  it("plugin sub-types core (1) and desktop (2); other types have no named sub-types", () => {
    expect(describeEntity(entity({ type: 2, subType: 1, action: 0 }))?.subType).toEqual({
      key: "core",
      value: 1,
    });
    expect(describeEntity(entity({ type: 2, subType: 2, action: 0 }))?.subType).toEqual({
      key: "desktop",
      value: 2,
    });
    expect(describeEntity(entity({ type: 0, subType: 2, action: 0 }))?.subType).toEqual({
      key: undefined,
      value: 2,
    });
  });

  it("numbers the enums do not name stay numbers (the view labels them neutrally)", () => {
    const d = describeEntity(entity({ type: 200, subType: 7, action: 9 }));
    expect(d?.type).toEqual({ key: undefined, value: 200 });
    expect(d?.subType).toEqual({ key: undefined, value: 7 });
    expect(d?.action).toEqual({ key: undefined, value: 9 });
  });

  it("digit strings are read, anything else is absent", () => {
    expect(describeEntity(entity({ type: "3", action: "1" }))).toMatchObject({
      type: { key: "module", value: 3 },
      action: { key: "update", value: 1 },
    });
    const d = describeEntity(entity({ type: "x", subType: null, action: 1.5, data: { name: 5 } }));
    expect(d).toEqual({
      type: { key: undefined, value: undefined },
      subType: { key: undefined, value: undefined },
      action: { key: undefined, value: undefined },
      name: undefined,
    });
  });

  it("only entity transactions (group 2, type 6) with an object asset", () => {
    expect(
      describeEntity({ typeGroup: 1, type: 6, asset: { type: 0, action: 0 } }),
    ).toBeUndefined();
    expect(
      describeEntity({ typeGroup: 2, type: 0, asset: { type: 0, action: 0 } }),
    ).toBeUndefined();
    expect(describeEntity(entity(undefined))).toBeUndefined();
    expect(describeEntity(entity([1, 2]))).toBeUndefined();
  });
});
