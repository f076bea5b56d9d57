import { winAnsiText } from './win-ansi';

describe('text for the standard PDF fonts', () => {
  it('keeps Latin-1 and the typographic characters WinAnsi has', () => {
    expect(winAnsiText('Café Zürich – “Déjà vu” • 10 € ™')).toBe('Café Zürich – “Déjà vu” • 10 € ™');
  });

  it('spells characters without their accents where it can, else prints a question mark', () => {
    expect(winAnsiText('Đặng Ő')).toBe('?ang O');
    expect(winAnsiText('東京 Inc.')).toBe('?? Inc.');
    expect(winAnsiText('ﬁne')).toBe('fine');
  });

  it('turns line breaks and tabs into spaces and marks other control characters', () => {
    expect(winAnsiText('Line one\nline\ttwo\u0007')).toBe('Line one line two?');
  });
});
