import { deliveryPage } from '@/content/services';
import { site } from '@/content/site';

type City = (typeof site.serviceAreas)[number];
type Point = { x: number; y: number; labelDx?: number; anchor?: 'start' | 'end' };

// Positions from each city's latitude and longitude, 1500 px per degree from 117.95° W, 33.72° N.
const cityPoints: Record<City, Point> = {
  Irvine: { x: 180, y: 60 },
  'Lake Forest': { x: 390, y: 105 },
  'Mission Viejo': { x: 420, y: 180 },
  'Laguna Beach': { x: 250, y: 250, labelDx: -12, anchor: 'end' },
  'San Clemente': { x: 500, y: 420, labelDx: -12, anchor: 'end' },
};
const shop = { x: 330, y: 225 };
const coast =
  'M0 170 L75 180 L120 195 L165 225 L240 268 L300 315 L345 360 L375 390 L430 410 L495 450 L540 500';

/** South Orange County drawn for this site: coast, the shop and the free-delivery cities. */
export function DeliveryMap() {
  return (
    <svg
      viewBox="0 0 600 500"
      role="img"
      aria-labelledby="map-title map-desc"
      className="h-auto w-full rounded-2xl border border-slate-200"
    >
      <title id="map-title">{deliveryPage.mapTitle}</title>
      <desc id="map-desc">{deliveryPage.mapDescription}</desc>
      <rect width="600" height="500" fill="#ecfccb" />
      <path d={`${coast} L0 500 Z`} fill="#bae6fd" />
      <path d={coast} fill="none" stroke="#0369a1" strokeWidth="3" />
      <text x="70" y="400" fill="#075985" fontSize="20" fontStyle="italic">
        Pacific Ocean
      </text>
      <path
        d="M150 40 L260 150 L330 190 L400 260 L470 360 L520 440"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <text x="300" y="160" fill="#92400e" fontSize="14" fontWeight="700">
        I-5
      </text>
      <g>
        <rect x={shop.x - 9} y={shop.y - 9} width="18" height="18" rx="4" fill="#0f2a44" />
        <text x={shop.x + 16} y={shop.y + 5} fill="#0f2a44" fontSize="16" fontWeight="700">
          Our shop, {site.location.city}
        </text>
      </g>
      {site.serviceAreas.map((city) => {
        const point = cityPoints[city];
        return (
          <g key={city}>
            <circle cx={point.x} cy={point.y} r="9" fill="#c2410c" stroke="#fff" strokeWidth="3" />
            <text
              x={point.x + (point.labelDx ?? 14)}
              y={point.y + 5}
              textAnchor={point.anchor ?? 'start'}
              fill="#1e293b"
              fontSize="17"
              fontWeight="700"
              paintOrder="stroke"
              stroke="#fff"
              strokeWidth="4"
            >
              {city}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
