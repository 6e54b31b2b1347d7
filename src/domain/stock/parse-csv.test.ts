import { describe, expect, test } from "vitest";
import { CsvError, csvObjects, parseCsv } from "@/domain/stock/parse-csv";

const fields = (input: string) => parseCsv(input).map((r) => r.fields);

describe("parseCsv (RFC 4180)", () => {
  test.each([
    {
      name: "plain fields",
      input: "a,b,c\n1,2,3\n",
      expected: [
        ["a", "b", "c"],
        ["1", "2", "3"],
      ],
    },
    {
      name: "CRLF line ends",
      input: "a,b\r\n1,2\r\n",
      expected: [
        ["a", "b"],
        ["1", "2"],
      ],
    },
    {
      name: "no final line break",
      input: "a,b\n1,2",
      expected: [
        ["a", "b"],
        ["1", "2"],
      ],
    },
    {
      name: "empty fields",
      input: "a,,c\n,,\n",
      expected: [
        ["a", "", "c"],
        ["", "", ""],
      ],
    },
    { name: "a quoted comma", input: 'a,"b,c"\n', expected: [["a", "b,c"]] },
    { name: "a doubled quote", input: '"say ""hi""",x\n', expected: [['say "hi"', "x"]] },
    {
      name: "a line break inside quotes",
      input: '"line 1\nline 2",x\n',
      expected: [["line 1\nline 2", "x"]],
    },
    { name: "an empty quoted field", input: '"",x\n', expected: [["", "x"]] },
    { name: "a UTF-8 byte order mark", input: "\uFEFFa,b\n", expected: [["a", "b"]] },
    { name: "blank lines skipped", input: "a\n\n\nb\n", expected: [["a"], ["b"]] },
    { name: "spaces kept", input: " a , b \n", expected: [[" a ", " b "]] },
  ])("$name", ({ input, expected }) => {
    expect(fields(input)).toEqual(expected);
  });

  test("each record knows the line it starts on", () => {
    expect(parseCsv('a\n"x\ny"\n\nz\n').map((r) => r.line)).toEqual([1, 2, 5]);
  });

  test.each([
    { name: "an unclosed quote", input: 'a,"b\n1,2\n', line: 1, message: "a quoted field is never closed" },
    {
      name: "a quote inside an unquoted field",
      input: 'a\nab"c\n',
      line: 2,
      message: "a quote inside an unquoted field",
    },
    { name: "text after a closing quote", input: '"a"b\n', line: 1, message: "text after a closing quote" },
  ])("$name is an error naming the line", ({ input, line, message }) => {
    expect(() => parseCsv(input)).toThrow(CsvError);
    try {
      parseCsv(input);
    } catch (error) {
      expect((error as CsvError).line).toBe(line);
      expect((error as CsvError).message).toContain(message);
    }
  });
});

describe("csvObjects", () => {
  test("rows keyed by the header, each with its line", () => {
    expect(csvObjects("make,model\nToyota,Corolla\nKia,EV6\n")).toEqual({
      header: ["make", "model"],
      rows: [
        { line: 2, values: { make: "Toyota", model: "Corolla" } },
        { line: 3, values: { make: "Kia", model: "EV6" } },
      ],
    });
  });

  test("rows of empty cells (a spreadsheet's trailing rows) are skipped", () => {
    expect(csvObjects("make,model\nKia,EV6\n,\n , \n").rows).toEqual([
      { line: 2, values: { make: "Kia", model: "EV6" } },
    ]);
  });

  test("a row with the wrong number of fields is an error on that row only", () => {
    const { rows } = csvObjects("make,model\nToyota\nKia,EV6\n");
    expect(rows[0]).toEqual({ line: 2, error: "has 1 fields but the header has 2" });
    expect(rows[1]).toEqual({ line: 3, values: { make: "Kia", model: "EV6" } });
  });

  test.each([
    { name: "an empty file", input: "", message: "the file is empty" },
    { name: "a repeated column", input: "make,make\n", message: 'names column "make" twice' },
    { name: "an empty column name", input: "make,,model\n", message: "an empty column name" },
  ])("$name is a file error", ({ input, message }) => {
    expect(() => csvObjects(input)).toThrow(message);
  });
});
