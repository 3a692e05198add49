import { describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { compactCriteria, flattenCriteria, rejectedCriterion } from "./search-params";

describe("flattenCriteria (3.x GET filters)", () => {
  it("flattens ranges to dotted names and drops empty values", () => {
    expect(
      flattenCriteria({
        amount: { from: "100", to: "" },
        fee: { to: 5 },
        senderId: "",
        type: 0,
        blockId: undefined,
      }),
    ).toEqual({
      "amount.from": "100",
      "fee.to": 5,
      type: 0,
    });
  });
  it("renames 2.6 wallet criteria to the names 3.x accepts", () => {
    expect(
      flattenCriteria({ vote: "02ab", username: "genesis_1", balance: { from: "10000000" } }),
    ).toEqual({
      "attributes.vote": "02ab",
      "attributes.delegate.username": "genesis_1",
      "balance.from": "10000000",
    });
  });
});

describe("compactCriteria (2.6 POST bodies)", () => {
  it("keeps 2.6 names and drops empty ranges", () => {
    expect(
      compactCriteria({ vote: "02ab", balance: { from: "", to: "" }, height: { from: 3 } }),
    ).toEqual({ vote: "02ab", height: { from: 3 } });
  });
});

describe("rejectedCriterion (validation answers)", () => {
  const answer = (status: number | undefined, reason: string, method: "GET" | "POST" = "GET") =>
    new ApiError({ method, path: "/transactions", reason, kind: "http", status });

  it("reads the key of a 3.x 422 answer", () => {
    expect(
      rejectedCriterion(
        answer(422, 'Unprocessable Entity: "senderId" must only contain alpha-numeric characters'),
      ),
    ).toBe("senderId");
    expect(
      rejectedCriterion(
        answer(422, 'Unprocessable Entity: "amount" does not match any of the allowed types'),
      ),
    ).toBe("amount");
    expect(
      rejectedCriterion(
        answer(
          422,
          'Unprocessable Entity: "vendorField" length must be less than or equal to 255 characters long',
        ),
      ),
    ).toBe("vendorField");
  });
  it("reads the outer key of a 2.6 answer (422 or 400)", () => {
    const reason =
      'Unprocessable Entity: child "amount" fails because [child "from" fails because ["from" must be a number]]';
    expect(rejectedCriterion(answer(422, reason, "POST"))).toBe("amount");
    expect(
      rejectedCriterion(
        answer(
          400,
          'Bad Request: child "id" fails because ["id" must only contain hexadecimal characters]',
          "POST",
        ),
      ),
    ).toBe("id");
  });
  it("gives range keys and 3.x filter names back as criteria names", () => {
    expect(
      rejectedCriterion(answer(422, 'Unprocessable Entity: "amount.from" must be a number')),
    ).toBe("amount");
    expect(
      rejectedCriterion(answer(422, 'Unprocessable Entity: "attributes.vote" must be a string')),
    ).toBe("vote");
    expect(
      rejectedCriterion(
        answer(422, 'Unprocessable Entity: "attributes.delegate.username" is not allowed'),
      ),
    ).toBe("username");
  });
  it("is null for other failures and for answers that name no key", () => {
    expect(
      rejectedCriterion(answer(500, "Internal Server Error: An internal server error occurred")),
    ).toBeNull();
    expect(rejectedCriterion(answer(404, 'Not Found: "id" not found'))).toBeNull();
    expect(rejectedCriterion(answer(undefined, "network"))).toBeNull();
    expect(rejectedCriterion(answer(422, "Unprocessable Entity"))).toBeNull();
    expect(rejectedCriterion(new Error('"senderId" must be'))).toBeNull();
  });
});
