import { palette as c, scene } from './svg';

/** A menu board: an icon for its section, then rows of bars for dishes and dots for prices. */
function menuBoard(x: number, icon: string): string {
  const rows = [0, 1, 2, 3]
    .map((row) => {
      const y = 112 + row * 24;
      const width = [150, 120, 170, 136][row];
      return `<rect x="${x + 24}" y="${y}" width="${width}" height="8" rx="4" fill="${c.almond}" opacity=".75"/><circle cx="${x + 226}" cy="${y + 4}" r="6" fill="#f3d58a"/>`;
    })
    .join('');
  return `<g>
    <path d="M${x + 40} 0v30M${x + 210} 0v30" stroke="${c.black}" stroke-width="4"/>
    <rect x="${x}" y="28" width="260" height="196" rx="12" fill="${c.black}"/>
    <rect x="${x + 8}" y="36" width="244" height="180" rx="8" fill="none" stroke="#e3a867" stroke-width="3" opacity=".6"/>
    <g transform="translate(${x + 130} 72)">${icon}</g>
    ${rows}
  </g>`;
}

const cupIcon = `<path d="M-24-18h40v20a20 20 0 0 1-40 0z" fill="${c.offWhite}"/><path d="M16-12c14 0 14 16 0 16" fill="none" stroke="${c.offWhite}" stroke-width="5"/><path d="M-32 22h56" stroke="${c.offWhite}" stroke-width="5" stroke-linecap="round"/>`;
const sliceIcon = `<rect x="-34" y="-18" width="68" height="40" rx="6" fill="#e3a867"/><rect x="-28" y="-14" width="56" height="30" rx="4" fill="${c.bronze}"/><g fill="${c.offWhite}"><circle cx="-14" cy="-2" r="5"/><circle cx="10" cy="4" r="6"/></g>`;
const bottleIcon = `<path d="M-28 24v-30c0-8 6-10 6-18v-6h8v6c0 8 6 10 6 18v30z" fill="${c.lightGreen}"/><path d="M8 24l-2-34h22l-2 34z" fill="${c.pink}"/><path d="M17-10v-14" stroke="${c.offWhite}" stroke-width="3"/>`;

/** A tray of pizza al taglio in the display: base colour, then toppings as [shape, colour]. */
function tray(x: number, y: number, sauce: string, toppings: string): string {
  return `<g transform="translate(${x} ${y})">
    <rect x="-4" y="30" width="188" height="10" rx="3" fill="${c.black}" opacity=".5"/>
    <rect width="180" height="34" rx="6" fill="#e3a867"/>
    <rect x="6" y="4" width="168" height="24" rx="4" fill="${sauce}"/>
    ${toppings}
    <path d="M60 2v30M120 2v30" stroke="#c98a4b" stroke-width="3"/>
  </g>`;
}

const margherita = `<g fill="${c.offWhite}"><ellipse cx="26" cy="14" rx="10" ry="6"/><ellipse cx="84" cy="18" rx="12" ry="6"/><ellipse cx="142" cy="12" rx="10" ry="6"/></g><g fill="${c.green}"><ellipse cx="50" cy="20" rx="7" ry="3"/><ellipse cx="112" cy="12" rx="7" ry="3"/><ellipse cx="160" cy="22" rx="7" ry="3"/></g>`;
const pepperoni = `<g fill="${c.red}"><circle cx="22" cy="16" r="8"/><circle cx="50" cy="12" r="7"/><circle cx="86" cy="18" r="8"/><circle cx="118" cy="12" r="7"/><circle cx="150" cy="18" r="8"/></g>`;
const potato = `<g fill="${c.offWhite}" opacity=".8"><circle cx="24" cy="14" r="7"/><circle cx="64" cy="18" r="7"/><circle cx="104" cy="12" r="7"/><circle cx="146" cy="18" r="7"/></g><g fill="${c.green}"><ellipse cx="44" cy="12" rx="6" ry="3"/><ellipse cx="128" cy="20" rx="6" ry="3"/></g>`;
const vegetable = `<g fill="#3d2451"><ellipse cx="26" cy="14" rx="12" ry="7"/><ellipse cx="110" cy="16" rx="12" ry="7"/></g><g fill="${c.bronze}"><circle cx="62" cy="12" r="6"/><circle cx="82" cy="20" r="6"/><circle cx="148" cy="14" r="6"/></g>`;

/** A takeaway cup with a lid and a sleeve. */
function takeawayCup(x: number, sleeve: string, scale = 1): string {
  return `<g transform="translate(${x} 420) scale(${scale})">
    <path d="M-30-96h60l-8 96h-44z" fill="#fff"/>
    <path d="M-27-64h54l-3 34h-48z" fill="${sleeve}"/>
    <rect x="-34" y="-108" width="68" height="14" rx="5" fill="${c.black}"/>
    <rect x="-26" y="-116" width="52" height="10" rx="4" fill="${c.black}"/>
  </g>`;
}

/** The quick-service counter: menu boards, the espresso machine, cups to go and pizza by the slice. */
export const quickService = scene(
  'A Tavola quick-service counter: menu boards over an espresso machine, takeaway coffee cups and a display of pizza al taglio',
  `
  <rect width="1600" height="600" fill="${c.red}"/>
  <!-- Wide, faint stripes on the wall: a texture that a heading on the left can sit over. -->
  <g fill="${c.black}" opacity=".08"><rect x="0" width="80" height="470"/><rect x="160" width="80" height="470"/><rect x="320" width="80" height="470"/><rect x="480" width="80" height="470"/><rect x="640" width="80" height="470"/><rect x="800" width="80" height="470"/><rect x="960" width="80" height="470"/><rect x="1120" width="80" height="470"/><rect x="1280" width="80" height="470"/><rect x="1440" width="80" height="470"/></g>

  ${menuBoard(700, cupIcon)}
  ${menuBoard(990, sliceIcon)}
  ${menuBoard(1280, bottleIcon)}

  <!-- What stands on the counter is drawn with its foot at y=420, then set onto the counter top. -->
  <g transform="translate(560 470) scale(1.1) translate(-640 -420)">
  <!-- The espresso machine, with a cup under each group head and more warming on top. -->
  <g>
    <g fill="#fff"><path d="M668 252h30l-3 22h-24zM706 252h30l-3 22h-24zM744 252h30l-3 22h-24zM782 252h30l-3 22h-24z"/></g>
    <rect x="640" y="274" width="240" height="16" rx="4" fill="${c.black}"/>
    <rect x="650" y="290" width="220" height="130" rx="10" fill="#d9d9d9"/>
    <rect x="650" y="290" width="220" height="36" rx="10" fill="${c.bronze}"/>
    <g fill="${c.offWhite}"><circle cx="700" cy="308" r="10"/><circle cx="820" cy="308" r="10"/></g>
    <g fill="${c.black}"><rect x="686" y="334" width="28" height="18" rx="4"/><rect x="806" y="334" width="28" height="18" rx="4"/><rect x="714" y="338" width="40" height="8" rx="4"/><rect x="834" y="338" width="30" height="8" rx="4"/></g>
    <path d="M694 356v20M706 356v20M814 356v20M826 356v20" stroke="#8d5a35" stroke-width="3"/>
    <g fill="#fff"><path d="M684 384h32v20a16 12 0 0 1-32 0z"/><path d="M804 384h32v20a16 12 0 0 1-32 0z"/></g>
    <rect x="664" y="408" width="192" height="12" rx="3" fill="#bdbdbd"/>
    <rect x="752" y="336" width="16" height="60" rx="6" fill="#bdbdbd"/>
  </g>

  <!-- Cups to go: a stack, and two made up with lids and sleeves. -->
  <g fill="#fff"><path d="M910 420l-8-110h56l-8 110z"/></g>
  <g stroke="#d9d9d9" stroke-width="3"><path d="M904 338h52M905 354h50M906 370h48M908 386h44M909 402h42"/></g>
  ${takeawayCup(1000, c.green)}
  ${takeawayCup(1070, c.bronze, 0.85)}

  <!-- The display case of pizza al taglio, by the tray. -->
  <g>
    <rect x="1120" y="250" width="440" height="170" rx="10" fill="${c.black}"/>
    <rect x="1132" y="262" width="416" height="146" rx="6" fill="${c.lightGreen}" opacity=".3"/>
    <path d="M1140 268l60 134M1230 268l40 90" stroke="#fff" stroke-opacity=".25" stroke-width="10"/>
    ${tray(1145, 300, c.bronze, margherita)}
    ${tray(1355, 300, '#f3d58a', potato)}
    ${tray(1145, 362, c.bronze, pepperoni)}
    ${tray(1355, 362, c.lightGreen, vegetable)}
    <rect x="1132" y="336" width="416" height="6" fill="${c.black}" opacity=".6"/>
  </g>
  </g>

  <!-- The counter: a pale top and a green, tiled front. -->
  <rect y="470" width="1600" height="130" fill="${c.green}"/>
  <rect y="466" width="1600" height="16" rx="2" fill="${c.almond}"/>
  <rect y="482" width="1600" height="8" fill="${c.black}" opacity=".25"/>
  <g fill="none" stroke="${c.lightGreen}" stroke-opacity=".12" stroke-width="3">
    <path d="M0 545h1600"/>
    <path d="M80 490v55M240 490v55M400 490v55M560 490v55M720 490v55M880 490v55M1040 490v55M1200 490v55M1360 490v55M1520 490v55"/>
    <path d="M160 545v55M320 545v55M480 545v55M640 545v55M800 545v55M960 545v55M1120 545v55M1280 545v55M1440 545v55"/>
  </g>

  `,
);
