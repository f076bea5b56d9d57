import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@']) {
      expect(csvCell(`${start}HYPERLINK("http://evil.example","x")`)).toBe(
        `"'${start}HYPERLINK(""http://evil.example"",""x"")"`,
      );
    }
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('\t=1+2')).toBe("'\t=1+2");
    expect(csvCell('\r=1+2')).toBe(`"'\r=1+2"`);
  });

  it('quotes commas, quotes, line breaks and edge spaces, and leaves plain text alone', () => {
    expect(csvCell('Dana Rivera')).toBe('Dana Rivera');
    expect(csvCell('Rivera, Dana')).toBe('"Rivera, Dana"');
    expect(csvCell('The "best" shop')).toBe('"The ""best"" shop"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers (a negative figure stays one) and nothing for no value', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('ends every line with CRLF, header first', () => {
    expect(
      toCsv(
        ['Name', 'Total'],
        [
          ['Kim', 10],
          ['=cmd', null],
        ],
      ),
    ).toBe("Name,Total\r\nKim,10\r\n'=cmd,\r\n");
  });
});
