import { palette as c, scene } from './svg';

/** The dining room: laid tables under pendant lights, and a server carrying a tray of drinks. */
export const frontOfHouse = scene(
  'A Tavola dining room: a smiling server carries a tray of drinks between laid tables under arched windows',
  `
  <defs>
    <g id="window">
      <path d="M0 330V110a100 100 0 0 1 200 0v220z" fill="${c.almond}"/>
      <path d="M14 316V112a86 86 0 0 1 172 0v204z" fill="${c.lightGreen}"/>
      <path d="M14 240c40-30 70-20 100-44s50-24 72-14v134H14z" fill="${c.green}" opacity=".25"/>
      <path d="M100 24v292M14 170h172" stroke="${c.almond}" stroke-width="10"/>
    </g>
    <g id="lamp">
      <path d="M0 0v96" stroke="${c.black}" stroke-width="4"/>
      <path d="M-120 400L-34 118h68L120 400z" fill="${c.offWhite}" opacity=".1"/>
      <path d="M-48 128a48 40 0 0 1 96 0z" fill="${c.bronze}"/>
      <ellipse cy="129" rx="22" ry="8" fill="${c.offWhite}"/>
    </g>
    <g id="chair" fill="${c.red}">
      <rect x="0" y="310" width="14" height="250" rx="6"/><rect x="-4" y="302" width="22" height="86" rx="10"/>
      <rect x="0" y="456" width="80" height="14" rx="6"/><rect x="68" y="464" width="12" height="96" rx="5"/>
    </g>
    <g id="wine-glass"><path d="M0 0h24c0 20-4 30-12 30S0 20 0 0z" fill="#fff" opacity=".9"/><path d="M3 12h18c-1 10-4 15-9 15s-8-5-9-15z" fill="${c.red}"/><rect x="11" y="30" width="2" height="14" fill="#fff"/><rect x="4" y="43" width="16" height="3" rx="1.5" fill="#fff"/></g>
    <g id="water-glass"><path d="M0 0h20l-2 30H2z" fill="#fff" opacity=".75"/><path d="M2 12h16l-1 16H3z" fill="${c.lightGreen}" opacity=".8"/></g>
    <g id="plate"><ellipse rx="40" ry="8" fill="#fff"/><ellipse rx="24" ry="4" fill="${c.almond}"/></g>
    <g id="table">
      <use href="#chair" x="-200"/>
      <use href="#chair" transform="matrix(-1 0 0 1 200 0)"/>
      <rect x="-10" y="470" width="20" height="86" fill="${c.black}"/><rect x="-60" y="550" width="120" height="10" rx="5" fill="${c.black}"/>
      <path d="M-160 400h320l8 76c-40 8-70-6-104 4s-70-8-112 0-80-4-120-4z" fill="${c.offWhite}"/>
      <rect x="-160" y="396" width="320" height="10" rx="4" fill="#fff"/>
      <use href="#plate" x="-96" y="398"/><use href="#plate" x="96" y="398"/>
      <use href="#wine-glass" x="-44" y="352"/><use href="#wine-glass" x="22" y="352"/>
      <use href="#water-glass" x="-140" y="366"/><use href="#water-glass" x="122" y="366"/>
      <rect x="-6" y="356" width="12" height="40" rx="2" fill="#fff"/><path d="M0 336c7 9 7 16 0 20-7-4-7-11 0-20z" fill="${c.pink}"/>
      <circle cy="342" r="26" fill="${c.pink}" opacity=".18"/>
    </g>
  </defs>
  <rect width="1600" height="600" fill="${c.green}"/>
  <!-- Wainscot panels below the dado rail: texture low enough to keep a heading readable. -->
  <rect y="370" width="1600" height="190" fill="${c.black}" opacity=".2"/>
  <rect y="364" width="1600" height="8" fill="${c.black}" opacity=".3"/>
  <g fill="none" stroke="${c.lightGreen}" stroke-opacity=".1" stroke-width="4">
    <rect x="40" y="400" width="200" height="130" rx="6"/><rect x="280" y="400" width="200" height="130" rx="6"/><rect x="520" y="400" width="200" height="130" rx="6"/>
    <rect x="760" y="400" width="200" height="130" rx="6"/><rect x="1000" y="400" width="200" height="130" rx="6"/><rect x="1240" y="400" width="200" height="130" rx="6"/>
  </g>
  <use href="#window" x="740" y="30"/><use href="#window" x="1350" y="30"/>
  <use href="#lamp" x="840"/><use href="#lamp" x="1450"/>

  <!-- Floor: boards in almond, where the scene stands. -->
  <rect y="556" width="1600" height="44" fill="${c.almond}"/>
  <rect y="552" width="1600" height="6" fill="${c.bronze}"/>
  <g stroke="#e3a867" stroke-opacity=".5" stroke-width="3"><path d="M120 558v42M420 558v42M720 558v42M1020 558v42M1320 558v42"/></g>
  <g fill="${c.black}" opacity=".15"><ellipse cx="840" cy="562" rx="230" ry="8"/><ellipse cx="1450" cy="562" rx="230" ry="8"/><ellipse cx="1120" cy="562" rx="80" ry="7"/></g>

  <use href="#table" x="840"/>
  <use href="#table" x="1450"/>

  <!-- The server: white shirt, long black apron, a tray of drinks held high, a cloth over one arm. -->
  <g transform="translate(1120 0)">
    <rect x="-34" y="420" width="28" height="130" rx="8" fill="${c.black}"/><rect x="6" y="420" width="28" height="130" rx="8" fill="${c.black}"/>
    <ellipse cx="-24" cy="552" rx="22" ry="8" fill="${c.black}"/><ellipse cx="24" cy="552" rx="22" ry="8" fill="${c.black}"/>
    <path d="M-52 430V292c0-28 20-42 52-42s52 14 52 42v138z" fill="#fff"/>
    <path d="M-56 360h112l8 150h-128z" fill="${c.black}"/>
    <rect x="-56" y="356" width="112" height="10" rx="3" fill="${c.bronze}"/>
    <path d="M-14 252l14 22 14-22" fill="none" stroke="${c.black}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M-8 270h16l-4 30h-8z" fill="${c.red}"/>
    <path d="M-44 276c-30 40-34 80-20 130" fill="none" stroke="#fff" stroke-width="30" stroke-linecap="round"/>
    <circle cx="-62" cy="412" r="15" fill="#f0c8a0"/>
    <path d="M-78 380h34l6 70h-46z" fill="${c.offWhite}"/>
    <path d="M46 276c36 20 50 34 60 0" fill="none" stroke="#fff" stroke-width="28" stroke-linecap="round"/>
    <path d="M104 278v-42" stroke="#f0c8a0" stroke-width="24" stroke-linecap="round"/>
    <rect x="-16" y="206" width="32" height="50" rx="12" fill="#f0c8a0"/>
    <circle cy="190" r="44" fill="#f0c8a0"/>
    <circle cx="0" cy="136" r="20" fill="${c.black}"/>
    <path d="M-46 194c-4-42 16-66 46-66s50 24 46 66c-8-22-22-34-46-36-24 2-38 14-46 36z" fill="${c.black}"/>
    <g fill="${c.black}"><circle cx="-15" cy="192" r="5"/><circle cx="15" cy="192" r="5"/></g>
    <path d="M-16 214q16 14 32 0" fill="none" stroke="${c.black}" stroke-width="5" stroke-linecap="round"/>
    <ellipse cx="104" cy="226" rx="86" ry="12" fill="#d9d9d9"/>
    <ellipse cx="104" cy="222" rx="80" ry="9" fill="#eeeeee"/>
    <use href="#wine-glass" x="40" y="174"/><use href="#wine-glass" x="72" y="172"/>
    <use href="#water-glass" x="108" y="188"/>
    <path d="M140 216v-44c0-8 6-12 6-20v-12h8v12c0 8 6 12 6 20v44z" fill="${c.red}"/>
  </g>
  `,
);
