import { type Picture } from './picture';

/*
 * The places the products are pictured in, drawn flat in the site's illustration style (warm
 * neutrals, one dark outline colour): each takes the picture and returns where on it a
 * product goes. Coordinates are the picture's pixels (PICTURE_SIZE).
 */

const INK = '#1f2937';

/** A backdrop in two tones: the wall, and the table or floor in front of it from `floorY` down. */
export function backdrop(picture: Picture, wall: string, floor: string, floorY = 196) {
  picture.add(
    `<rect width="320" height="240" fill="${wall}"/>`,
    `<rect y="${floorY}" width="320" height="${240 - floorY}" fill="${floor}"/>`,
  );
}

/** A laptop's open lid, seen from behind, filling most of the picture. */
export function laptopLid(picture: Picture) {
  backdrop(picture, '#e7e5e4', '#d6d3d1', 206);
  picture.add(
    `<rect x="34" y="14" width="252" height="184" rx="14" fill="#475569"/>`,
    `<rect x="34" y="14" width="252" height="184" rx="14" fill="none" stroke="#334155" stroke-width="2"/>`,
    `<rect x="22" y="198" width="276" height="10" rx="4" fill="#94a3b8"/>`,
  );
}

/** A notebook's cover in `colour`, lying on a desk, its elastic band on the right. */
export function notebook(picture: Picture, colour: string) {
  backdrop(picture, '#f5f5f4', '#e7e5e4', 240);
  picture.add(
    `<rect x="48" y="18" width="224" height="206" rx="10" fill="#0f172a" opacity=".18" transform="translate(4 5)"/>`,
    `<rect x="48" y="18" width="224" height="206" rx="10" fill="${colour}"/>`,
    `<rect x="246" y="18" width="8" height="206" fill="#000" opacity=".35"/>`,
  );
}

/** A fridge door with its handle, for magnets. */
export function fridgeDoor(picture: Picture) {
  picture.add(
    `<rect width="320" height="240" fill="#e2e8f0"/>`,
    `<rect x="14" y="-10" width="292" height="260" rx="14" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>`,
    `<rect x="276" y="40" width="12" height="150" rx="6" fill="#cbd5e1" stroke="#94a3b8" stroke-width="1.5"/>`,
  );
}

/** A glass jar with a lid, standing on a shelf; returns the centre of its label area. */
export function jar(picture: Picture, lid: string) {
  backdrop(picture, '#f3ede4', '#dccfbd', 206);
  picture.add(
    `<ellipse cx="160" cy="208" rx="78" ry="7" fill="${INK}" opacity=".14"/>`,
    `<rect x="92" y="52" width="136" height="156" rx="22" fill="#fde68a" stroke="${INK}" stroke-opacity=".25" stroke-width="2"/>`,
    `<rect x="100" y="60" width="120" height="142" rx="16" fill="#f59e0b" opacity=".55"/>`,
    `<rect x="100" y="26" width="120" height="30" rx="6" fill="${lid}"/>`,
    `<path d="M104 34h112M104 42h112M104 50h112" stroke="#000" stroke-opacity=".15" stroke-width="2"/>`,
  );
  return { x: 160, y: 132 };
}

/** A bottle of `glass` colour on a shelf; returns the centre of its label area. */
export function bottle(picture: Picture, glass: string, wall = '#eef2f3') {
  backdrop(picture, wall, '#d9d4cc', 212);
  picture.add(
    `<ellipse cx="160" cy="213" rx="62" ry="6" fill="${INK}" opacity=".16"/>`,
    `<path d="M144 10h32v44c0 10 36 24 36 52v100a8 8 0 0 1-8 8h-88a8 8 0 0 1-8-8V106c0-28 36-42 36-52Z" fill="${glass}"/>`,
    `<rect x="140" y="4" width="40" height="14" rx="3" fill="#44403c"/>`,
    `<path d="M120 108v96" stroke="#fff" stroke-opacity=".35" stroke-width="7" stroke-linecap="round"/>`,
  );
  return { x: 160, y: 156 };
}

/**
 * A delivery van seen from the side, its body painted `paint`; returns the panel where
 * graphics go (the cargo side, behind the cab).
 */
export function van(picture: Picture, paint: string) {
  backdrop(picture, '#dbeafe', '#a8a29e', 196);
  picture.add(
    `<path d="M0 196h320" stroke="#78716c" stroke-width="3"/>`,
    `<path d="M20 70a14 14 0 0 1 14-14h188c14 0 24 6 32 18l30 44c6 8 8 16 8 26v32a8 8 0 0 1-8 8H28a8 8 0 0 1-8-8Z" fill="${paint}" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M226 68h18c6 0 10 2 14 8l22 36h-54Z" fill="#bfdbfe" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M218 60v124" stroke="${INK}" stroke-opacity=".45" stroke-width="2"/>`,
    `<rect x="286" y="150" width="16" height="8" rx="2" fill="#fde68a"/>`,
  );
  return { x: 28, y: 62, width: 186, height: 118 };
}

/** The van's wheels, drawn over anything on its body. */
export function vanWheels(picture: Picture) {
  picture.add(
    [64, 254]
      .map(
        (x) =>
          `<circle cx="${x}" cy="190" r="22" fill="${INK}"/><circle cx="${x}" cy="190" r="10" fill="#9ca3af"/>`,
      )
      .join(''),
  );
}

/** A shop front's glass, in its frame, with the street's reflection; returns the glass. */
export function shopWindow(picture: Picture) {
  backdrop(picture, '#e7e5e4', '#a8a29e', 214);
  picture.add(
    `<rect x="18" y="10" width="284" height="204" fill="#57534e"/>`,
    `<rect x="28" y="20" width="264" height="186" fill="#334155"/>`,
    `<path d="M28 20h264v186H28Z" fill="#bae6fd" opacity=".35"/>`,
  );
  return { x: 28, y: 20, width: 264, height: 186 };
}

/** Light falling on glass: diagonal streaks over everything behind and on it. */
export function glassReflection(picture: Picture) {
  picture.add(
    `<path d="M60 20h46L34 206H28v-52ZM150 20h18L96 206H78Z" fill="#fff" opacity=".14"/>`,
    `<rect x="28" y="20" width="264" height="186" fill="none" stroke="#44403c" stroke-width="6"/>`,
  );
}

/** A car's front door, side on, in `paint`; returns the flat panel a door sign goes on. */
export function carDoor(picture: Picture, paint: string) {
  backdrop(picture, '#e0f2fe', '#a8a29e', 214);
  picture.add(
    `<path d="M-10 70h120l40-50h130l40 50v150H-10Z" fill="${paint}" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M122 68l34-40h118l-10 40Z" fill="#bfdbfe" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M30 80v130M290 80v130" stroke="${INK}" stroke-opacity=".35" stroke-width="2"/>`,
    `<rect x="248" y="92" width="28" height="8" rx="4" fill="#cbd5e1" stroke="${INK}" stroke-width="1.5"/>`,
  );
  return { x: 40, y: 104, width: 240, height: 100 };
}
