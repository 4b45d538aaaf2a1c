import { palette as c, scene } from './svg';

/**
 * The week's rota on the clipboard: [row, first day, days, colour]. Written out rather than drawn
 * at random, so a rebuild gives the same image (and the same bytes) every time.
 */
const shifts: [number, number, number, string][] = [
  [0, 0, 3, c.bronze],
  [0, 4, 2, c.green],
  [1, 1, 2, c.pink],
  [1, 4, 3, c.bronze],
  [2, 0, 2, c.lightGreen],
  [2, 3, 3, c.pink],
  [3, 0, 1, c.green],
  [3, 2, 3, c.lightGreen],
  [3, 6, 1, c.bronze],
  [4, 1, 3, c.bronze],
  [4, 5, 2, c.green],
  [5, 0, 2, c.pink],
  [5, 3, 2, c.green],
  [5, 5, 2, c.lightGreen],
];

/** Each row's team member, as a coloured face, since the rota carries no names. */
const faces = ['#c98a4b', '#f0c8a0', '#5c3a22', '#e8b48a', '#8d5a35', '#f0c8a0'];

const gridX = 806;
const gridY = 176;
const cell = { width: 32, height: 52 };

const rota = [
  faces
    .map((face, row) => {
      const y = gridY + row * cell.height + cell.height / 2;
      return `<circle cx="784" cy="${y}" r="12" fill="${face}"/>`;
    })
    .join(''),
  Array.from({ length: 7 }, (_, day) => {
    const x = gridX + day * cell.width + cell.width / 2;
    return `<circle cx="${x}" cy="150" r="7" fill="${day >= 5 ? c.bronze : c.green}" opacity=".7"/>`;
  }).join(''),
  Array.from({ length: 7 }, (_, row) => {
    const y = gridY + row * cell.height;
    return `<path d="M770 ${y}h262" stroke="${c.green}" stroke-opacity=".15" stroke-width="2"/>`;
  }).join(''),
  shifts
    .map(([row, day, days, colour]) => {
      const x = gridX + day * cell.width + 3;
      const y = gridY + row * cell.height + 14;
      return `<rect x="${x}" y="${y}" width="${days * cell.width - 6}" height="24" rx="8" fill="${colour}"/>`;
    })
    .join(''),
].join('\n    ');

/** The manager's desk from above: the rota on a clipboard, the keys, a coffee and the week's takings. */
export const management = scene(
  "A restaurant manager's desk from above: a clipboard with the week's rota, a bunch of keys, a cappuccino and a tablet with a sales chart",
  `
  <rect width="1600" height="600" fill="${c.green}"/>
  <!-- Wood grain: long, faint strokes, so the desk reads as a desk and stays calm on the left. -->
  <g fill="none" stroke="${c.black}" stroke-opacity=".16" stroke-width="4">
    <path d="M0 70c300-14 520 18 800 4s560-20 800-6M0 190c260 16 560-14 820 0s520 14 780-4M0 320c320-12 580 14 840 2s500-16 760 2M0 450c280 14 520-10 800 2s560 12 800-6M0 560c300-10 560 12 820 0s540-14 780 4"/>
  </g>
  <g fill="none" stroke="${c.lightGreen}" stroke-opacity=".06" stroke-width="3">
    <path d="M0 128c300 10 560-12 840 0s520 10 760-4M0 254c280-10 540 14 800 2s540-12 800 4M0 388c320 12 560-10 820 2s520 10 780-6M0 510c260-12 540 10 800 0s560-12 800 4"/>
  </g>

  <!-- The clipboard with the rota: a face per team member, a bar per shift, weekends in bronze. -->
  <g transform="rotate(-4 900 300)">
    <rect x="750" y="82" width="320" height="480" rx="18" fill="${c.black}" opacity=".3"/>
    <rect x="736" y="66" width="320" height="480" rx="18" fill="#c98a4b"/>
    <rect x="758" y="112" width="276" height="414" rx="4" fill="${c.offWhite}"/>
    ${rota}
    <rect x="770" y="492" width="120" height="8" rx="4" fill="${c.green}" opacity=".25"/>
    <rect x="846" y="44" width="100" height="48" rx="12" fill="#d9d9d9"/>
    <rect x="866" y="56" width="60" height="14" rx="7" fill="${c.black}" opacity=".6"/>
    <rect x="830" y="84" width="132" height="20" rx="6" fill="#bdbdbd"/>
  </g>

  <!-- A pen across the corner of the rota. -->
  <g transform="rotate(68 1120 190) translate(0 -80)">
    <rect x="990" y="276" width="270" height="18" rx="9" fill="${c.black}" opacity=".25"/>
    <rect x="980" y="262" width="250" height="18" rx="9" fill="${c.red}"/>
    <path d="M1230 262l34 9-34 9z" fill="${c.almond}"/>
    <rect x="1000" y="258" width="70" height="6" rx="3" fill="#d9d9d9"/>
  </g>

  <!-- The keys: a ring, two keys and a leather fob. -->
  <g transform="translate(1170 440) rotate(-18)">
    <circle cx="8" cy="10" r="36" fill="none" stroke="${c.black}" stroke-opacity=".3" stroke-width="8"/>
    <circle r="36" fill="none" stroke="#d9d9d9" stroke-width="8"/>
    <g transform="rotate(-30)"><circle cx="64" r="28" fill="#f3d58a"/><circle cx="56" r="8" fill="${c.green}"/><path d="M88-8h92v16h-12v14h-12v-14h-12v10h-12v-10h-44z" fill="#f3d58a"/></g>
    <g transform="rotate(75)"><rect x="40" y="-24" width="46" height="48" rx="14" fill="#d9d9d9"/><circle cx="54" r="7" fill="${c.green}"/><path d="M84-7h80v14h-10v12h-10v-12h-12v8h-10v-8h-38z" fill="#d9d9d9"/></g>
    <g transform="rotate(150)"><path d="M30-18h60c24 0 36 8 36 18s-12 18-36 18h-60z" fill="${c.red}"/><circle cx="44" r="7" fill="${c.green}"/><path d="M56-10h54c12 0 18 4 18 10s-6 10-18 10h-54" fill="none" stroke="${c.pink}" stroke-width="3" stroke-dasharray="6 6" opacity=".6"/></g>
  </g>

  <!-- A cappuccino from above, with a heart in the foam. -->
  <g transform="translate(1370 160)">
    <circle cx="10" cy="12" r="100" fill="${c.black}" opacity=".3"/>
    <circle r="100" fill="#fff"/><circle r="76" fill="${c.almond}"/>
    <path d="M62-18c44-14 64 10 56 30s-34 24-58 12" fill="none" stroke="#fff" stroke-width="20"/>
    <circle r="68" fill="#fff"/><circle r="56" fill="#8d5a35"/>
    <path d="M0 40C-52 4-46-40-18-38c10 1 16 8 18 18 2-10 8-17 18-18 28-2 34 42-18 78z" fill="${c.offWhite}"/>
  </g>

  <!-- The tablet with the week's takings as a bar chart. -->
  <g transform="rotate(10 1440 450)">
    <rect x="1332" y="372" width="240" height="170" rx="20" fill="${c.black}" opacity=".3"/>
    <rect x="1320" y="360" width="240" height="170" rx="20" fill="${c.black}"/>
    <rect x="1336" y="376" width="208" height="138" rx="6" fill="${c.offWhite}"/>
    <g fill="${c.green}"><rect x="1356" y="450" width="20" height="50" rx="3"/><rect x="1386" y="430" width="20" height="70" rx="3"/><rect x="1416" y="440" width="20" height="60" rx="3"/><rect x="1446" y="410" width="20" height="90" rx="3"/></g>
    <g fill="${c.bronze}"><rect x="1476" y="396" width="20" height="104" rx="3"/><rect x="1506" y="420" width="20" height="80" rx="3"/></g>
    <path d="M1360 436l30-20 30 10 30-30 30-14 30 10" fill="none" stroke="${c.pink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>

  <!-- Sticky notes, half off the desk's edge. -->
  <g transform="rotate(12 1540 40)">
    <rect x="1490" y="-10" width="120" height="120" rx="4" fill="${c.pink}"/>
    <rect x="1480" y="-20" width="120" height="120" rx="4" fill="#f3d58a"/>
    <path d="M1500 30h70M1500 54h50" stroke="${c.bronze}" stroke-opacity=".4" stroke-width="6" stroke-linecap="round"/>
  </g>
  `,
);
