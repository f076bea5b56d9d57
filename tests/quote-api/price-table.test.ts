import { POST } from '@/app/api/calculator-service/public/v1/prices/route';
import { priceQuote, totalPrice, type Embossing, type Finish } from '@/lib/pricing';
import { jsonRequest } from '@/tests/helpers/database';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

freshRateLimitsEachTest();

type Row = {
  width: number;
  height: number;
  finish: Finish;
  embossing: Embossing;
  quantity: number;
  cents: number;
};

/*
 * Expected totals worked out by hand from content/pricing.ts, never from lib/pricing:
 *   A  = 84 * (width * height / 4) ^ 0.75                    (cents, 2x2 in reference)
 *   mN = round(max(8, A * bracket factor N) * finish * embossing)  per piece in bracket N
 *   brackets  1..50 x3 | ..100 x1.8 | ..250 x1.4 | ..500 x1.2 | ..1000 x1.05
 *             | ..2500 x0.95 | ..5000 x0.85 | ..10000 x0.75 | beyond x0.7
 *   total = embossing setup (standard 2500, hd 4500) + sum of pieces x mN
 * Sizes are picked so that (area / 4) ^ 0.75 is exact: 4 in² -> 1, 64 -> 8, 324 -> 27,
 * 1024 -> 64, 0.25 -> 1/8. Finish gloss 1.08; embossing standard 1.28, hd 1.6.
 */
const table: Row[] = [
  // A=84: m1=252, m2=151.2->151, m3=117.6->118; 50*252 + 50*151 + 150*118 = 12600+7550+17700
  { width: 2, height: 2, finish: 'matte', embossing: 'none', quantity: 250, cents: 37_850 },
  // A=84, m4=100.8->101, m5=88.2->88; 37850 + 250*101 + 500*88 = 37850+25250+44000
  { width: 2, height: 2, finish: 'matte', embossing: 'none', quantity: 1000, cents: 107_100 },
  // 107100 + m6=79.8->80 *1500 + m7=71.4->71 *2500 + m8=63 *5000 = 107100+120000+177500+315000
  { width: 2, height: 2, finish: 'matte', embossing: 'none', quantity: 10_000, cents: 719_600 },
  // 4x1 has the 2x2 area, A=84; custom 55 crosses one bracket: 50*252 + 5*151 = 12600+755
  { width: 4, height: 1, finish: 'matte', embossing: 'none', quantity: 55, cents: 13_355 },
  // gloss: m1=252*1.08=272.16->272, m2=151.2*1.08=163.296->163; 50*272 + 50*163 = 13600+8150
  { width: 2, height: 2, finish: 'gloss', embossing: 'none', quantity: 100, cents: 21_750 },
  // hd: m1=252*1.6=403.2->403; 4500 setup + 50*403 = 4500+20150
  { width: 2, height: 2, finish: 'matte', embossing: 'hd', quantity: 50, cents: 24_650 },
  // gloss+standard x1.3824: m1 348.3648->348, m2 209.01888->209, m3 162.57024->163,
  // m4 139.34592->139, m5 121.92768->122, m6 110.31552->110, m7 98.70336->99;
  // 2500 + 50*348 + 50*209 + 150*163 + 250*139 + 500*122 + 1500*110 + 2500*99
  // = 2500+17400+10450+24450+34750+61000+165000+247500
  { width: 2, height: 2, finish: 'gloss', embossing: 'standard', quantity: 5000, cents: 563_050 },
  // 8x8: A=84*8=672; m1=2016, m2=1209.6->1210, m3=940.8->941, m4=806.4->806;
  // 50*2016 + 50*1210 + 150*941 + 250*806 = 100800+60500+141150+201500
  { width: 8, height: 8, finish: 'matte', embossing: 'none', quantity: 500, cents: 503_950 },
  // gloss+hd x1.728: m1=2016*1.728=3483.648->3484, m2=1209.6*1.728=2090.1888->2090,
  // m3=940.8*1.728=1625.7024->1626; 4500 + 50*3484 + 50*2090 + 150*1626 = 4500+174200+104500+243900
  { width: 8, height: 8, finish: 'gloss', embossing: 'hd', quantity: 250, cents: 527_100 },
  // standard x1.28: m1 2580.48->2580, m2 1548.288->1548, m3 1204.224->1204, m4 1032.192->1032,
  // m5 903.168->903, m6 817.152->817, m7 731.136->731, m8 645.12->645, m9 470.4*1.28=602.112->602;
  // 2500 + 129000 + 77400 + 180600 + 258000 + 451500 + 1225500 + 1827500 + 3225000 + 2345*602(1411690)
  { width: 8, height: 8, finish: 'matte', embossing: 'standard', quantity: 12_345, cents: 8_788_690 },
  // 18x18: A=84*27=2268; x1.28: m1 6804*1.28=8709.12->8709, m2 4082.4*1.28=5225.472->5225,
  // m3 3175.2*1.28=4064.256->4064, m4 2721.6*1.28=3483.648->3484, m5 2381.4*1.28=3048.192->3048;
  // 2500 + 50*8709 + 50*5225 + 150*4064 + 250*3484 + 500*3048 = 2500+435450+261250+609600+871000+1524000
  { width: 18, height: 18, finish: 'matte', embossing: 'standard', quantity: 1000, cents: 3_703_800 },
  // 32x32: A=84*64=5376; x1.3824: m1 16128->22295.3472->22295, m2 9676.8->13377.20832->13377,
  // m3 7526.4->10404.49536->10404, m4 6451.2->8918.13888->8918, m5 5644.8->7803.37152->7803,
  // m6 5107.2->7060.19328->7060; 2500 + 50*22295 + 50*13377 + 150*10404 + 250*8918 + 500*7803
  // + 1500*7060 = 2500+1114750+668850+1560600+2229500+3901500+10590000
  { width: 32, height: 32, finish: 'gloss', embossing: 'standard', quantity: 2500, cents: 20_067_700 },
  // 0.5x0.5: A=84/8=10.5; gloss: m1 31.5*1.08=34.02->34, m2 18.9->20.412->20, m3 14.7->15.876->16,
  // m4 12.6->13.608->14, m5 11.025->11.907->12, m6 9.975->10.773->11, m7 8.925->9.639->10,
  // m8 7.875 is under the 8 floor: 8*1.08=8.64->9, m9 likewise 9;
  // 1700+1000+2400+3500+6000+16500+25000+45000 = 101100 for 10000, then 90000*9 = 810000
  { width: 0.5, height: 0.5, finish: 'gloss', embossing: 'none', quantity: 100_000, cents: 911_100 },
];

const label = ({ width, height, finish, embossing, quantity }: Row) =>
  `${width}x${height} ${finish} ${embossing} x${quantity}`;

describe('prices worked out by hand from the price table', () => {
  it.each(table.map((row) => [label(row), row] as const))('the engine charges %s exactly', (_label, row) => {
    const { cents, ...input } = row;
    expect(Math.round(totalPrice(input) * 100)).toBe(cents);
    expect(priceQuote(input).customQuantityPrice).toBe(cents / 100);
  });

  it.each(table.map((row) => [label(row), row] as const))(
    'the price API answers %s exactly',
    async (_label, row) => {
      const { cents, ...input } = row;
      const response = await POST(
        jsonRequest('/api/calculator-service/public/v1/prices', input, {
          headers: { 'x-forwarded-for': nextVisitorAddress() },
        }),
        undefined,
      );
      expect(response.status).toBe(200);
      const details = JSON.parse((await response.json()).body);
      expect(details.customQuantityPrice).toBe(cents / 100);
    },
  );

  it('fills the matrix with the same hand-worked totals (2x2 matte, no embossing)', () => {
    expect(
      priceQuote({ width: 2, height: 2, finish: 'matte', embossing: 'none' }).pricingMatrix,
    ).toMatchObject({
      // 50*252 | + 50*151 | + 150*118 | + 250*101 + 500*88 | ... + 5000*63 (rows above)
      '50': 126,
      '100': 201.5,
      '250': 378.5,
      '1000': 1071,
      '10000': 7196,
    });
  });
});
