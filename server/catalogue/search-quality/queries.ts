// The search-quality set (docs/product.md §14, docs/performance.md '2026-11-28: name search quality (baseline)'): what a
// workshop types into the catalogue with '+ Nama', and which parts of the demo catalogue a parts
// counter would hand over for it. search-quality.test.ts runs every query on the demo catalogue and
// counts those whose first page holds an accepted part; accepted.json is the rules below resolved to
// part numbers, frozen (the test checks it still holds, `-u` writes it anew).

/** Where a query comes from: the share is reported per kind as well. */
export type QueryKind = 'indonesian' | 'english' | 'typo' | 'model' | 'number' | 'mix'

/**
 * The parts accepted for a query: by name, a base name of the demo's part kinds
 * (server/seed/part-kinds.ts) for one of `models` ('BRAKE PAD FR' + 'XPANDER' is 'BRAKE PAD FR
 * XPANDER'), or for any model or none when `models` is absent; or by part number.
 */
export type AcceptRule =
  | { names: readonly string[]; models?: readonly string[] }
  | { number: { is?: string; startsWith?: string; endsWith?: string; contains?: string } }

export interface QualityQuery {
  q: string
  kind: QueryKind
  /** what the workshop means, in the counter's words */
  why: string
  accept: AcceptRule
}

// a counter hands over the parts of the car's close kin too: an Xpander Cross shares the Xpander's
// parts, the Colt Diesel is the Canter, workshops say Pajero for the Pajero Sport
const XPANDER = ['XPANDER', 'XPANDER CROSS']
const PAJERO = ['PAJERO', 'PAJERO SPORT']
const PAJERO_SPORT = ['PAJERO SPORT']
const COLT_DIESEL = ['COLT DIESEL', 'CANTER']
const STRADA = ['TRITON', 'L200']

const BRAKE_PAD_FR = ['BRAKE PAD FR', 'BRAKE PAD KIT FR']
const BRAKE_RR = ['BRAKE PAD RR', 'BRAKE SHOE RR', 'BRAKE SHOE KIT RR', 'BRAKE LINING RR']
const BRAKE_PADS_SHOES = [...BRAKE_PAD_FR, ...BRAKE_RR]
const OIL_FILTER = ['FILTER OIL', 'FILTER OIL ELEMENT']
const AIR_FILTER = ['FILTER AIR', 'ELEMENT AIR CLEANER']
const FUEL_FILTER = ['FILTER FUEL', 'FILTER FUEL ASSY', 'ELEMENT FUEL FILTER']
const SPARK_PLUG = ['SPARK PLUG', 'SPARK PLUG IRIDIUM', 'PLUG SPARK']
const WIPER_BLADE = ['WIPER BLADE 14IN', 'WIPER BLADE 18IN', 'WIPER BLADE 22IN']
const SHOCK_FR = ['SHOCK ABSORBER FR', 'STRUT ASSY FR LH', 'STRUT ASSY FR RH']
const WHEEL_BEARING_FR = ['BEARING HUB FR', 'BEARING WHEEL FR']
const FAN_BELT = ['BELT FAN', 'BELT V-RIBBED']

// biome-ignore format: a data table, easier to scan packed than one entry per line
export const QUALITY_QUERIES: readonly QualityQuery[] = [
  // the workshop's own words, with the car
  { q: 'kampas rem depan xpander', kind: 'indonesian', why: 'front brake pads, Xpander', accept: { names: BRAKE_PAD_FR, models: XPANDER } },
  { q: 'saringan oli pajero sport', kind: 'indonesian', why: 'oil filter, Pajero Sport', accept: { names: OIL_FILTER, models: PAJERO_SPORT } },
  { q: 'filter solar l300', kind: 'indonesian', why: 'fuel (diesel) filter, L300', accept: { names: FUEL_FILTER, models: ['L300'] } },
  { q: 'saringan udara triton', kind: 'indonesian', why: 'air filter, Triton', accept: { names: AIR_FILTER, models: ['TRITON'] } },
  { q: 'busi xpander', kind: 'indonesian', why: 'spark plugs, Xpander', accept: { names: SPARK_PLUG, models: XPANDER } },
  { q: 'aki 55ah', kind: 'indonesian', why: 'a 55 Ah battery', accept: { names: ['BATTERY 12V 55AH'] } },
  { q: 'karet wiper outlander', kind: 'indonesian', why: 'wiper blades, Outlander', accept: { names: WIPER_BLADE, models: ['OUTLANDER'] } },
  { q: 'sokbreker belakang pajero sport', kind: 'indonesian', why: 'rear shock absorbers, Pajero Sport', accept: { names: ['SHOCK ABSORBER RR'], models: PAJERO_SPORT } },
  { q: 'laher roda depan xpander', kind: 'indonesian', why: 'front wheel bearing, Xpander', accept: { names: WHEEL_BEARING_FR, models: XPANDER } },
  { q: 'plat kopling colt diesel', kind: 'indonesian', why: 'clutch disc, Colt Diesel', accept: { names: ['CLUTCH DISC'], models: COLT_DIESEL } },
  { q: 'dekrup l300', kind: 'indonesian', why: 'clutch cover, L300', accept: { names: ['CLUTCH COVER ASSY'], models: ['L300'] } },
  { q: 'tali kipas l300', kind: 'indonesian', why: 'fan belt, L300', accept: { names: FAN_BELT, models: ['L300'] } },
  { q: 'lampu depan kiri xpander', kind: 'indonesian', why: 'left headlamp, Xpander', accept: { names: ['LAMP HEAD LH'], models: XPANDER } },
  { q: 'spion kanan pajero sport', kind: 'indonesian', why: 'right door mirror, Pajero Sport', accept: { names: ['MIRROR OUTSIDE RH'], models: PAJERO_SPORT } },
  { q: 'tutup radiator l300', kind: 'indonesian', why: 'radiator cap, L300', accept: { names: ['CAP RADIATOR'], models: ['L300'] } },
  { q: 'paking head canter', kind: 'indonesian', why: 'head gasket, Canter', accept: { names: ['GASKET HEAD'], models: COLT_DIESEL } },
  { q: 'seal kruk as depan xpander', kind: 'indonesian', why: 'front crankshaft oil seal, Xpander', accept: { names: ['SEAL OIL CRANKSHAFT FR'], models: XPANDER } },
  { q: 'karet arm triton', kind: 'indonesian', why: 'lower arm bushing, Triton', accept: { names: ['BUSHING ARM LWR'], models: ['TRITON'] } },
  { q: 'link stabil xpander', kind: 'indonesian', why: 'stabilizer link, Xpander', accept: { names: ['STABILIZER LINK'], models: XPANDER } },
  { q: 'minyak rem', kind: 'indonesian', why: 'brake fluid', accept: { names: ['BRAKE FLUID DOT3 0.5L'] } },
  { q: 'oli gardan', kind: 'indonesian', why: 'gear (differential) oil', accept: { names: ['OIL GEAR 1L SAE 80W-90'] } },
  { q: 'air radiator', kind: 'indonesian', why: 'coolant', accept: { names: ['COOLANT 1L'] } },
  { q: 'busi pijar l300', kind: 'indonesian', why: 'glow plugs, L300', accept: { names: ['GLOW PLUG'], models: ['L300'] } },
  { q: 'selang radiator atas triton', kind: 'indonesian', why: 'upper radiator hose, Triton', accept: { names: ['HOSE RADIATOR UPR'], models: ['TRITON'] } },
  { q: 'kabel gas l300', kind: 'indonesian', why: 'accelerator cable, L300', accept: { names: ['CABLE ACCEL'], models: ['L300'] } },
  { q: 'mur roda', kind: 'indonesian', why: 'wheel nut', accept: { names: ['NUT WHEEL'] } },
  { q: 'kampas rem belakang l300', kind: 'indonesian', why: 'rear brake shoes or pads, L300', accept: { names: BRAKE_RR, models: ['L300'] } },
  { q: 'injektor colt diesel', kind: 'indonesian', why: 'injector nozzle, Colt Diesel', accept: { names: ['INJECTOR NOZZLE'], models: COLT_DIESEL } },
  { q: 'paking karter xpander', kind: 'indonesian', why: 'oil pan gasket, Xpander', accept: { names: ['GASKET OIL PAN'], models: XPANDER } },
  { q: 'klakson', kind: 'indonesian', why: 'horn', accept: { names: ['HORN ASSY'] } },
  { q: 'kampas kopling triton', kind: 'indonesian', why: 'clutch disc, Triton', accept: { names: ['CLUTCH DISC'], models: ['TRITON'] } },
  { q: 'oli mesin diesel', kind: 'indonesian', why: 'diesel engine oil', accept: { names: ['OIL ENGINE 1L SAE 15W-40 DIESEL', 'OIL ENGINE 5L SAE 15W-40 DIESEL'] } },
  // English words, in the order a workshop says them
  { q: 'oil filter xpander', kind: 'english', why: 'oil filter, Xpander', accept: { names: OIL_FILTER, models: XPANDER } },
  { q: 'front brake pad triton', kind: 'english', why: 'front brake pads, Triton', accept: { names: BRAKE_PAD_FR, models: ['TRITON'] } },
  { q: 'air filter l300', kind: 'english', why: 'air filter, L300', accept: { names: AIR_FILTER, models: ['L300'] } },
  { q: 'fuel filter canter', kind: 'english', why: 'fuel filter, Canter', accept: { names: FUEL_FILTER, models: COLT_DIESEL } },
  { q: 'rear shock absorber xpander', kind: 'english', why: 'rear shock absorbers, Xpander', accept: { names: ['SHOCK ABSORBER RR'], models: XPANDER } },
  { q: 'front wheel bearing pajero', kind: 'english', why: 'front wheel bearing, Pajero', accept: { names: WHEEL_BEARING_FR, models: PAJERO } },
  { q: 'rh head lamp triton', kind: 'english', why: 'right headlamp, Triton', accept: { names: ['LAMP HEAD RH'], models: ['TRITON'] } },
  { q: 'upper radiator hose l300', kind: 'english', why: 'upper radiator hose, L300', accept: { names: ['HOSE RADIATOR UPR'], models: ['L300'] } },
  { q: 'head gasket pajero sport', kind: 'english', why: 'head gasket, Pajero Sport', accept: { names: ['GASKET HEAD'], models: PAJERO_SPORT } },
  { q: 'water pump triton', kind: 'english', why: 'water pump, Triton', accept: { names: ['PUMP WATER'], models: ['TRITON'] } },
  { q: 'clutch release bearing', kind: 'english', why: 'clutch release bearing', accept: { names: ['BEARING CLUTCH RELEASE'] } },
  { q: 'rear crankshaft seal', kind: 'english', why: 'rear crankshaft oil seal', accept: { names: ['SEAL OIL CRANKSHAFT RR'] } },
  { q: 'engine oil 10w-30', kind: 'english', why: 'engine oil 10W-30', accept: { names: ['OIL ENGINE 4L SAE 10W-30'] } },
  // typed in a hurry
  { q: 'fliter oli xpander', kind: 'typo', why: 'oil filter, Xpander', accept: { names: OIL_FILTER, models: XPANDER } },
  { q: 'kampass rem depan pajero sport', kind: 'typo', why: 'front brake pads, Pajero Sport', accept: { names: BRAKE_PAD_FR, models: PAJERO_SPORT } },
  { q: 'bateray 45ah', kind: 'typo', why: 'a 45 Ah battery', accept: { names: ['BATTERY 12V 45AH'] } },
  { q: 'shok absorber depan triton', kind: 'typo', why: 'front shock absorbers or struts, Triton', accept: { names: SHOCK_FR, models: ['TRITON'] } },
  { q: 'bering roda belakang l300', kind: 'typo', why: 'rear wheel bearing, L300', accept: { names: ['BEARING HUB RR'], models: ['L300'] } },
  { q: 'sokbeker belakang triton', kind: 'typo', why: 'rear shock absorbers, Triton', accept: { names: ['SHOCK ABSORBER RR'], models: ['TRITON'] } },
  { q: 'radiatir l300', kind: 'typo', why: 'radiator, L300', accept: { names: ['RADIATOR ASSY'], models: ['L300'] } },
  { q: 'tremostat outlander', kind: 'typo', why: 'thermostat, Outlander', accept: { names: ['THERMOSTAT'], models: ['OUTLANDER'] } },
  { q: 'klakon', kind: 'typo', why: 'horn', accept: { names: ['HORN ASSY'] } },
  { q: 'breake pad xpander', kind: 'typo', why: 'brake pads, Xpander', accept: { names: ['BRAKE PAD FR', 'BRAKE PAD KIT FR', 'BRAKE PAD RR'], models: XPANDER } },
  { q: 'break pad depan xpander', kind: 'typo', why: 'front brake pads, Xpander (brake spelt break)', accept: { names: BRAKE_PAD_FR, models: XPANDER } },
  { q: 'spion kanan expander', kind: 'typo', why: 'right door mirror, Xpander', accept: { names: ['MIRROR OUTSIDE RH'], models: XPANDER } },
  { q: 'saringan udara trition', kind: 'typo', why: 'air filter, Triton', accept: { names: AIR_FILTER, models: ['TRITON'] } },
  { q: 'gasket head outlender', kind: 'typo', why: 'head gasket, Outlander', accept: { names: ['GASKET HEAD'], models: ['OUTLANDER'] } },
  { q: 'kampas kopleng l300', kind: 'typo', why: 'clutch disc, L300', accept: { names: ['CLUTCH DISC'], models: ['L300'] } },
  // the car named as workshops name it
  { q: 'filter oli l 300', kind: 'model', why: 'oil filter, L300', accept: { names: OIL_FILTER, models: ['L300'] } },
  { q: 'kampas rem colt diesel', kind: 'model', why: 'brake pads or shoes, Colt Diesel', accept: { names: BRAKE_PADS_SHOES, models: COLT_DIESEL } },
  { q: 'saringan solar fe 74', kind: 'model', why: 'fuel filter, Canter FE 74', accept: { names: FUEL_FILTER, models: COLT_DIESEL } },
  { q: 'kampas kopling canter', kind: 'model', why: 'clutch disc, Canter', accept: { names: ['CLUTCH DISC'], models: COLT_DIESEL } },
  { q: 'busi t120', kind: 'model', why: 'spark plugs, Colt T120SS', accept: { names: SPARK_PLUG, models: ['COLT T120SS'] } },
  { q: 'filter udara kuda', kind: 'model', why: 'air filter, Kuda', accept: { names: AIR_FILTER, models: ['KUDA'] } },
  { q: 'kampas rem strada', kind: 'model', why: 'brake pads or shoes, Strada (Triton, L200)', accept: { names: BRAKE_PADS_SHOES, models: STRADA } },
  { q: 'shock depan pajero dakar', kind: 'model', why: 'front shock absorbers or struts, Pajero Sport Dakar', accept: { names: SHOCK_FR, models: PAJERO_SPORT } },
  { q: 'filter oli xforce', kind: 'model', why: 'oil filter, Xforce', accept: { names: OIL_FILTER, models: ['XFORCE'] } },
  { q: 'kampas rem depan xpander cross', kind: 'model', why: 'front brake pads, Xpander Cross', accept: { names: BRAKE_PAD_FR, models: ['XPANDER CROSS'] } },
  { q: 'fan belt colt l300', kind: 'model', why: 'fan belt, Colt L300', accept: { names: FAN_BELT, models: ['L300'] } },
  { q: 'filter oli destinator', kind: 'model', why: 'oil filter, Destinator', accept: { names: OIL_FILTER, models: ['DESTINATOR'] } },
  // part numbers and their patterns: the part comes first whatever else the words find
  { q: '4605A547', kind: 'number', why: 'the part number on the box', accept: { number: { is: '4605A547' } } },
  { q: '1230a766', kind: 'number', why: 'a part number typed in lowercase', accept: { number: { is: '1230A766' } } },
  { q: 'MB744546', kind: 'number', why: 'a long-family part number', accept: { number: { is: 'MB744546' } } },
  { q: '1230A*', kind: 'number', why: 'numbers starting with 1230A', accept: { number: { startsWith: '1230A' } } },
  { q: '*A547', kind: 'number', why: 'numbers ending with A547', accept: { number: { endsWith: 'A547' } } },
  { q: 'mz320', kind: 'number', why: 'numbers containing MZ320 (batteries)', accept: { number: { contains: 'MZ320' } } },
  // the workshop's words and the catalogue's, mixed
  { q: 'brake pad depan l300', kind: 'mix', why: 'front brake pads, L300', accept: { names: BRAKE_PAD_FR, models: ['L300'] } },
  { q: 'shock absorber belakang triton', kind: 'mix', why: 'rear shock absorbers, Triton', accept: { names: ['SHOCK ABSORBER RR'], models: ['TRITON'] } },
  { q: 'lampu head kiri xpander', kind: 'mix', why: 'left headlamp, Xpander', accept: { names: ['LAMP HEAD LH'], models: XPANDER } },
  { q: 'bearing roda depan triton', kind: 'mix', why: 'front wheel bearing, Triton', accept: { names: WHEEL_BEARING_FR, models: ['TRITON'] } },
  { q: 'seal oli kruk as belakang', kind: 'mix', why: 'rear crankshaft oil seal', accept: { names: ['SEAL OIL CRANKSHAFT RR'] } },
  { q: 'oli mesin 10w30', kind: 'mix', why: 'engine oil 10W-30', accept: { names: ['OIL ENGINE 4L SAE 10W-30'] } },
]
