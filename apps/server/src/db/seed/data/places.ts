import type { LatLngTuple } from '../../../lib/geo.js';

export type PlaceKind = 'street' | 'landmark' | 'neighbourhood';

export interface PlaceDef {
  kind: PlaceKind;
  name: string;
  /** The neighbourhood it lies in ('' when none of the listed ones fits); a neighbourhood's own area is ''. */
  area: string;
  city: string;
  at: LatLngTuple;
  priority: number;
  /** Points along a long road, so that reverse geocoding finds it anywhere on its length. */
  path?: readonly LatLngTuple[];
  ar?: string;
  fr?: string;
}

/** City names in the other languages; every city used below is listed. */
export const CITY_NAMES: Readonly<Record<string, { ar: string; fr: string }>> = {
  Dubai: { ar: 'دبي', fr: 'Dubaï' },
  Sharjah: { ar: 'الشارقة', fr: 'Charjah' },
  Hatta: { ar: 'حتا', fr: 'Hatta' },
  'Abu Dhabi': { ar: 'أبوظبي', fr: 'Abou Dabi' },
  'Al Ain': { ar: 'العين', fr: 'Al-Aïn' },
  Ajman: { ar: 'عجمان', fr: 'Ajman' },
  'Umm Al Quwain': { ar: 'أم القيوين', fr: 'Oumm al Qaïwaïn' },
  'Ras Al Khaimah': { ar: 'رأس الخيمة', fr: 'Ras el Khaïmah' },
  Fujairah: { ar: 'الفجيرة', fr: 'Fujaïrah' },
  'Khor Fakkan': { ar: 'خورفكان', fr: 'Khor Fakkan' },
};

type Hood = readonly [name: string, lat: number, lng: number, ar: string, fr: string];
type Landmark = readonly [name: string, area: string, lat: number, lng: number, priority: number, ar?: string];
type Street = readonly [name: string, area: string, lat: number, lng: number, priority: number, path?: readonly LatLngTuple[]];

const HOODS: Readonly<Record<string, readonly Hood[]>> = {
  Dubai: [
    ['Downtown Dubai', 25.1972, 55.2744, 'وسط مدينة دبي', 'Centre-ville de Dubaï'],
    ['Business Bay', 25.1865, 55.269, 'الخليج التجاري', 'Business Bay'],
    ['DIFC', 25.211, 55.281, 'مركز دبي المالي العالمي', 'Centre financier international de Dubaï'],
    ['Trade Centre', 25.225, 55.285, 'المركز التجاري', 'Trade Centre'],
    ['Dubai Marina', 25.0805, 55.1403, 'دبي مارينا', 'Marina de Dubaï'],
    ['Jumeirah Lakes Towers', 25.0705, 55.142, 'أبراج بحيرات جميرا', 'Jumeirah Lakes Towers'],
    ['Jumeirah Beach Residence', 25.078, 55.1335, 'مساكن شاطئ جميرا', 'Jumeirah Beach Residence'],
    ['Palm Jumeirah', 25.1124, 55.139, 'نخلة جميرا', 'Palm Jumeirah'],
    ['Bluewaters Island', 25.08, 55.12, 'جزيرة بلوواترز', 'Île Bluewaters'],
    ['Al Sufouh', 25.104, 55.165, 'الصفوح', 'Al Soufouh'],
    ['Dubai Media City', 25.0925, 55.1535, 'مدينة دبي للإعلام', 'Dubai Media City'],
    ['Dubai Internet City', 25.098, 55.161, 'مدينة دبي للإنترنت', 'Dubai Internet City'],
    ['Al Barsha 1', 25.114, 55.198, 'البرشاء 1', 'Al Barsha 1'],
    ['Al Barsha 2', 25.103, 55.205, 'البرشاء 2', 'Al Barsha 2'],
    ['Al Barsha South', 25.09, 55.22, 'البرشاء جنوب', 'Al Barsha Sud'],
    ['Barsha Heights', 25.097, 55.176, 'مرتفعات البرشاء', 'Barsha Heights'],
    ['The Greens', 25.093, 55.17, 'ذا جرينز', 'The Greens'],
    ['Emirates Hills', 25.07, 55.165, 'تلال الإمارات', 'Emirates Hills'],
    ['The Springs', 25.059, 55.184, 'الينابيع', 'The Springs'],
    ['The Meadows', 25.065, 55.16, 'المروج', 'The Meadows'],
    ['Umm Suqeim', 25.148, 55.208, 'أم سقيم', 'Oumm Souqeïm'],
    ['Al Manara', 25.138, 55.218, 'المنارة', 'Al Manara'],
    ['Al Safa', 25.18, 55.235, 'الصفا', 'Al Safa'],
    ['Al Wasl', 25.195, 55.255, 'الوصل', 'Al Wasl'],
    ['Jumeirah 1', 25.223, 55.256, 'جميرا 1', 'Jumeirah 1'],
    ['Jumeirah 2', 25.205, 55.243, 'جميرا 2', 'Jumeirah 2'],
    ['Jumeirah 3', 25.188, 55.229, 'جميرا 3', 'Jumeirah 3'],
    ['Al Satwa', 25.227, 55.275, 'السطوة', 'Al Satwa'],
    ["Al Bada'a", 25.218, 55.265, 'البدع', "Al Bada'a"],
    ['Al Jafiliya', 25.235, 55.286, 'الجافلية', 'Al Jafiliya'],
    ['Zabeel', 25.223, 55.297, 'زعبيل', 'Zabeel'],
    ['Al Karama', 25.245, 55.304, 'الكرامة', 'Al Karama'],
    ['Oud Metha', 25.235, 55.314, 'عود ميثاء', 'Oud Metha'],
    ['Dubai Healthcare City', 25.232, 55.323, 'مدينة دبي الطبية', 'Dubai Healthcare City'],
    ['Al Jaddaf', 25.22, 55.33, 'الجداف', 'Al Jaddaf'],
    ['Bur Dubai', 25.253, 55.29, 'بر دبي', 'Bur Dubaï'],
    ['Al Mankhool', 25.249, 55.293, 'المنخول', 'Al Mankhool'],
    ['Al Shindagha', 25.268, 55.288, 'الشندغة', 'Al Shindagha'],
    ['Deira', 25.2685, 55.308, 'ديرة', 'Deïra'],
    ['Al Ras', 25.27, 55.296, 'الراس', 'Al Ras'],
    ['Al Rigga', 25.264, 55.319, 'الرقة', 'Al Rigga'],
    ['Al Muraqqabat', 25.265, 55.328, 'المرقبات', 'Al Muraqqabat'],
    ['Al Baraha', 25.278, 55.32, 'البراحة', 'Al Baraha'],
    ['Port Saeed', 25.254, 55.33, 'بور سعيد', 'Port Saeed'],
    ['Hor Al Anz', 25.275, 55.34, 'هور العنز', 'Hor Al Anz'],
    ['Al Mamzar', 25.295, 55.345, 'الممزر', 'Al Mamzar'],
    ['Al Garhoud', 25.242, 55.35, 'القرهود', 'Al Garhoud'],
    ['Al Qusais', 25.278, 55.38, 'القصيص', 'Al Qusais'],
    ['Al Nahda', 25.29, 55.37, 'النهدة', 'Al Nahda'],
    ['Al Twar', 25.265, 55.385, 'الطوار', 'Al Twar'],
    ['Rashidiya', 25.225, 55.39, 'الراشدية', 'Rachidiya'],
    ['Muhaisnah', 25.26, 55.41, 'محيصنة', 'Muhaisnah'],
    ['Al Mizhar', 25.24, 55.425, 'المزهر', 'Al Mizhar'],
    ['Mirdif', 25.22, 55.42, 'مردف', 'Mirdif'],
    ['Al Khawaneej', 25.23, 55.47, 'الخوانيج', 'Al Khawaneej'],
    ['Al Warqa', 25.195, 55.41, 'الورقاء', 'Al Warqa'],
    ['Nad Al Sheba', 25.165, 55.32, 'ند الشبا', 'Nad Al Sheba'],
    ['Ras Al Khor', 25.19, 55.35, 'رأس الخور', 'Ras Al Khor'],
    ['Dubai Festival City', 25.222, 55.352, 'دبي فستيفال سيتي', 'Dubai Festival City'],
    ['Dubai Creek Harbour', 25.2, 55.345, 'ميناء خور دبي', 'Dubai Creek Harbour'],
    ['Al Quoz', 25.142, 55.233, 'القوز', 'Al Quoz'],
    ['Dubai Hills Estate', 25.105, 55.245, 'دبي هيلز استيت', 'Dubai Hills Estate'],
    ['Meydan', 25.16, 55.3, 'ميدان', 'Meydan'],
    ['Dubailand', 25.08, 55.3, 'دبي لاند', 'Dubailand'],
    ['Jumeirah Village Circle', 25.06, 55.21, 'قرية جميرا الدائرية', 'Jumeirah Village Circle'],
    ['Jumeirah Village Triangle', 25.048, 55.19, 'قرية جميرا المثلثة', 'Jumeirah Village Triangle'],
    ['Arabian Ranches', 25.055, 55.27, 'المرابع العربية', 'Arabian Ranches'],
    ['Motor City', 25.045, 55.24, 'موتور سيتي', 'Motor City'],
    ['Dubai Sports City', 25.04, 55.22, 'مدينة دبي الرياضية', 'Dubai Sports City'],
    ['Dubai Silicon Oasis', 25.12, 55.38, 'واحة دبي للسيليكون', 'Dubai Silicon Oasis'],
    ['International City', 25.165, 55.41, 'المدينة العالمية', 'International City'],
    ['Dubai Investments Park', 25.005, 55.16, 'مجمع دبي للاستثمار', 'Dubai Investments Park'],
    ['Jebel Ali', 25.02, 55.115, 'جبل علي', 'Djebel Ali'],
    ['Discovery Gardens', 25.04, 55.145, 'ديسكفري جاردنز', 'Discovery Gardens'],
    ['Al Furjan', 25.025, 55.147, 'الفرجان', 'Al Furjan'],
    ['Dubai South', 24.9, 55.16, 'دبي الجنوب', 'Dubai South'],
  ],
  Sharjah: [
    ['Al Majaz', 25.327, 55.385, 'المجاز', 'Al Majaz'],
    ['Al Qasimia', 25.343, 55.392, 'القاسمية', 'Al Qasimia'],
    ['Abu Shagara', 25.333, 55.395, 'أبو شغارة', 'Abou Chagara'],
    ['Rolla', 25.356, 55.388, 'الرولة', 'Rolla'],
    ['Heart of Sharjah', 25.358, 55.387, 'قلب الشارقة', 'Cœur de Charjah'],
    ['Al Jubail', 25.359, 55.397, 'الجبيل', 'Al Jubail'],
    ['Al Khan', 25.323, 55.364, 'الخان', 'Al Khan'],
    ['Al Taawun', 25.312, 55.374, 'التعاون', 'Al Taawun'],
    ['Al Nahda', 25.302, 55.372, 'النهدة', 'Al Nahda'],
    ['Industrial Area', 25.318, 55.41, 'المنطقة الصناعية', 'Zone industrielle'],
    ['Muwaileh', 25.305, 55.455, 'مويلح', 'Muwaileh'],
    ['University City', 25.3, 55.485, 'المدينة الجامعية', 'Cité universitaire'],
  ],
  Hatta: [['Hatta', 24.797, 56.118, 'حتا', 'Hatta']],
  'Abu Dhabi': [
    ['Al Reem Island', 24.499, 54.405, 'جزيرة الريم', 'Île Al Reem'],
    ['Saadiyat Island', 24.54, 54.43, 'جزيرة السعديات', 'Île de Saadiyat'],
    ['Yas Island', 24.496, 54.607, 'جزيرة ياس', 'Île de Yas'],
    ['Khalifa City', 24.42, 54.58, 'مدينة خليفة', 'Khalifa City'],
    ['Al Khalidiyah', 24.47, 54.35, 'الخالدية', 'Al Khalidiya'],
  ],
  'Al Ain': [['Al Jimi', 24.246, 55.73, 'الجيمي', 'Al Jimi']],
  'Ras Al Khaimah': [
    ['Al Nakheel', 25.79, 55.96, 'النخيل', 'Al Nakheel'],
    ['Al Hamra Village', 25.69, 55.78, 'قرية الحمراء', 'Village Al Hamra'],
  ],
};

const LANDMARKS: Readonly<Record<string, readonly Landmark[]>> = {
  Dubai: [
    ['Burj Khalifa', 'Downtown Dubai', 25.1972, 55.2744, 100, 'برج خليفة'],
    ['The Dubai Mall', 'Downtown Dubai', 25.1985, 55.2796, 100, 'دبي مول'],
    ['The Dubai Fountain', 'Downtown Dubai', 25.1955, 55.2753, 80, 'نافورة دبي'],
    ['Dubai Opera', 'Downtown Dubai', 25.1957, 55.2722, 70, 'دبي أوبرا'],
    ['Souk Al Bahar', 'Downtown Dubai', 25.1946, 55.276, 50, 'سوق البحار'],
    ['Museum of the Future', 'Trade Centre', 25.2194, 55.2818, 85, 'متحف المستقبل'],
    ['Emirates Towers', 'Trade Centre', 25.2175, 55.282, 70, 'أبراج الإمارات'],
    ['Dubai World Trade Centre', 'Trade Centre', 25.223, 55.287, 75, 'مركز دبي التجاري العالمي'],
    ['Dubai Frame', 'Zabeel', 25.2356, 55.3003, 85, 'برواز دبي'],
    ['Zabeel Park', 'Zabeel', 25.234, 55.298, 60, 'حديقة زعبيل'],
    ['Burj Al Arab', 'Umm Suqeim', 25.1412, 55.1853, 95, 'برج العرب'],
    ['Madinat Jumeirah', 'Umm Suqeim', 25.1325, 55.1845, 80, 'مدينة جميرا'],
    ['Jumeirah Beach Hotel', 'Umm Suqeim', 25.141, 55.191, 60],
    ['Wild Wadi Waterpark', 'Umm Suqeim', 25.1395, 55.1885, 60],
    ['Kite Beach', 'Umm Suqeim', 25.158, 55.198, 70, 'شاطئ كايت'],
    ['Mall of the Emirates', 'Al Barsha 1', 25.1181, 55.2006, 95, 'مول الإمارات'],
    ['Ski Dubai', 'Al Barsha 1', 25.1175, 55.197, 75, 'سكي دبي'],
    ['Dubai Marina Mall', 'Dubai Marina', 25.0764, 55.1403, 75, 'دبي مارينا مول'],
    ['The Beach JBR', 'Jumeirah Beach Residence', 25.0785, 55.133, 75],
    ['Ain Dubai', 'Bluewaters Island', 25.08, 55.123, 80, 'عين دبي'],
    ['Atlantis The Palm', 'Palm Jumeirah', 25.1304, 55.1171, 90, 'أتلانتس النخلة'],
    ['Nakheel Mall', 'Palm Jumeirah', 25.113, 55.138, 60, 'نخيل مول'],
    ['Jumeirah Mosque', 'Jumeirah 1', 25.234, 55.265, 65, 'مسجد جميرا'],
    ['La Mer', 'Jumeirah 1', 25.23, 55.253, 70, 'لا مير'],
    ['Etihad Museum', 'Jumeirah 1', 25.239, 55.272, 55, 'متحف الاتحاد'],
    ['City Walk', 'Al Wasl', 25.208, 55.262, 75, 'سيتي ووك'],
    ['Safa Park', 'Al Safa', 25.187, 55.244, 50, 'حديقة الصفا'],
    ['Al Fahidi Fort', 'Bur Dubai', 25.2633, 55.2972, 70, 'حصن الفهيدي'],
    ['Al Fahidi Historical Neighbourhood', 'Bur Dubai', 25.264, 55.3, 65, 'حي الفهيدي التاريخي'],
    ['Al Seef', 'Bur Dubai', 25.2598, 55.303, 60, 'السيف'],
    ['BurJuman', 'Al Mankhool', 25.2537, 55.3032, 65, 'برجمان'],
    ['Gold Souk', 'Al Ras', 25.27, 55.297, 80, 'سوق الذهب'],
    ['Spice Souk', 'Al Ras', 25.268, 55.298, 60, 'سوق التوابل'],
    ['Al Ghurair Centre', 'Al Rigga', 25.267, 55.318, 60, 'مركز الغرير'],
    ['Deira City Centre', 'Port Saeed', 25.2526, 55.331, 85, 'سيتي سنتر ديرة'],
    ['Dubai Creek Golf & Yacht Club', 'Port Saeed', 25.241, 55.333, 55],
    ['Dubai International Airport', 'Al Garhoud', 25.2532, 55.3657, 95, 'مطار دبي الدولي'],
    ['Dubai Festival City Mall', 'Dubai Festival City', 25.222, 55.353, 70, 'دبي فستيفال سيتي مول'],
    ['Wafi Mall', 'Oud Metha', 25.229, 55.319, 60, 'وافي مول'],
    ['Creek Park', 'Dubai Healthcare City', 25.237, 55.329, 50, 'حديقة الخور'],
    ['Dubai Design District', 'Business Bay', 25.187, 55.296, 55, 'حي دبي للتصميم'],
    ['Meydan Racecourse', 'Meydan', 25.159, 55.299, 60, 'مضمار ميدان'],
    ['Global Village', 'Dubailand', 25.071, 55.309, 80, 'القرية العالمية'],
    ['IMG Worlds of Adventure', 'Dubailand', 25.082, 55.318, 60],
    ['Dubai Miracle Garden', 'Al Barsha South', 25.06, 55.244, 70, 'حديقة دبي المعجزة'],
    ['Dubai Autodrome', 'Motor City', 25.05, 55.238, 50],
    ['Dubai Hills Mall', 'Dubai Hills Estate', 25.102, 55.239, 70, 'دبي هيلز مول'],
    ['Ibn Battuta Mall', 'Jebel Ali', 25.044, 55.117, 70, 'ابن بطوطة مول'],
    ['Emirates Golf Club', 'The Greens', 25.087, 55.164, 45],
    ['Dubai Knowledge Park', 'Al Sufouh', 25.102, 55.164, 45],
    ['Mirdif City Centre', 'Mirdif', 25.216, 55.408, 70, 'سيتي سنتر مردف'],
    ['Mushrif Park', 'Mirdif', 25.218, 55.448, 50, 'حديقة مشرف'],
    ['Dragon Mart', 'International City', 25.174, 55.422, 60, 'دراجون مارت'],
    ['Al Mamzar Beach Park', 'Al Mamzar', 25.304, 55.347, 50, 'حديقة شاطئ الممزر'],
    ['Expo City Dubai', 'Dubai South', 24.963, 55.153, 80, 'مدينة إكسبو دبي'],
    ['Al Maktoum International Airport', 'Dubai South', 24.896, 55.161, 75, 'مطار آل مكتوم الدولي'],
    ['Dubai Parks and Resorts', '', 24.92, 55.005, 65, 'دبي باركس آند ريزورتس'],
    ['Al Qudra Lakes', '', 24.839, 55.371, 55, 'بحيرات القدرة'],
  ],
  Sharjah: [
    ['Al Qasba', 'Al Majaz', 25.3226, 55.3767, 85, 'القصباء'],
    ['Al Majaz Waterfront', 'Al Majaz', 25.3243, 55.382, 85, 'واجهة المجاز المائية'],
    ['Al Noor Island', 'Al Majaz', 25.3294, 55.3863, 60, 'جزيرة النور'],
    ['Khalid Lagoon', 'Al Majaz', 25.333, 55.386, 55, 'بحيرة خالد'],
    ['Central Souq', 'Al Qasimia', 25.345, 55.389, 65, 'السوق المركزي'],
    ['King Faisal Mosque', 'Al Qasimia', 25.3445, 55.3925, 50, 'مسجد الملك فيصل'],
    ['Al Mahatta Museum', 'Al Qasimia', 25.344, 55.395, 45, 'متحف المحطة'],
    ['Mega Mall', 'Al Qasimia', 25.342, 55.404, 55, 'ميجا مول'],
    ['Sharjah Fort', 'Heart of Sharjah', 25.3585, 55.388, 55, 'حصن الشارقة'],
    ['Sharjah Museum of Islamic Civilization', 'Heart of Sharjah', 25.359, 55.384, 55, 'متحف الشارقة للحضارة الإسلامية'],
    ['Sharjah Art Museum', 'Heart of Sharjah', 25.361, 55.386, 45, 'متحف الشارقة للفنون'],
    ['Sharjah Aquarium', 'Al Khan', 25.323, 55.363, 55, 'أكواريوم الشارقة'],
    ['Sahara Centre', 'Al Nahda', 25.2975, 55.373, 65, 'صحارى سنتر'],
    ['Sharjah International Airport', '', 25.3286, 55.5172, 80, 'مطار الشارقة الدولي'],
    ['American University of Sharjah', 'University City', 25.311, 55.491, 55, 'الجامعة الأمريكية في الشارقة'],
    ['University of Sharjah', 'University City', 25.288, 55.48, 55, 'جامعة الشارقة'],
  ],
  Hatta: [
    ['Hatta Dam', 'Hatta', 24.811, 56.133, 65, 'سد حتا'],
    ['Hatta Heritage Village', 'Hatta', 24.8, 56.12, 50, 'قرية حتا التراثية'],
  ],
  'Abu Dhabi': [
    ['Sheikh Zayed Grand Mosque', '', 24.4128, 54.475, 90, 'جامع الشيخ زايد الكبير'],
    ['Louvre Abu Dhabi', 'Saadiyat Island', 24.5337, 54.3983, 80, 'متحف اللوفر أبوظبي'],
    ['Qasr Al Watan', '', 24.462, 54.305, 65, 'قصر الوطن'],
    ['Emirates Palace', '', 24.4615, 54.3172, 70, 'قصر الإمارات'],
    ['Ferrari World Abu Dhabi', 'Yas Island', 24.4838, 54.6071, 75, 'عالم فيراري أبوظبي'],
    ['Yas Marina Circuit', 'Yas Island', 24.4672, 54.6031, 65, 'حلبة مرسى ياس'],
    ['Marina Mall Abu Dhabi', '', 24.476, 54.321, 50, 'مارينا مول أبوظبي'],
    ['Abu Dhabi Mall', '', 24.496, 54.383, 50, 'أبوظبي مول'],
    ['Zayed International Airport', '', 24.433, 54.651, 70, 'مطار زايد الدولي'],
  ],
  'Al Ain': [
    ['Jebel Hafeet', '', 24.059, 55.777, 70, 'جبل حفيت'],
    ['Al Ain Oasis', '', 24.217, 55.763, 60, 'واحة العين'],
    ['Al Jahili Fort', '', 24.215, 55.752, 50, 'قلعة الجاهلي'],
    ['Al Ain Zoo', '', 24.175, 55.738, 55, 'حديقة حيوانات العين'],
    ['Al Ain Mall', 'Al Jimi', 24.222, 55.782, 45, 'العين مول'],
  ],
  Ajman: [
    ['Ajman Museum', '', 25.414, 55.446, 45, 'متحف عجمان'],
    ['City Centre Ajman', '', 25.399, 55.479, 50, 'سيتي سنتر عجمان'],
  ],
  'Umm Al Quwain': [['Umm Al Quwain Fort', '', 25.565, 55.555, 40, 'قلعة أم القيوين']],
  'Ras Al Khaimah': [
    ['Jebel Jais', '', 25.942, 56.159, 70, 'جبل جيس'],
    ['Al Marjan Island', '', 25.668, 55.744, 55, 'جزيرة المرجان'],
    ['Dhayah Fort', '', 25.89, 56.062, 40, 'قلعة ضاية'],
  ],
  Fujairah: [
    ['Fujairah Fort', '', 25.131, 56.337, 45, 'قلعة الفجيرة'],
    ['Al Bidyah Mosque', '', 25.431, 56.361, 45, 'مسجد البدية'],
  ],
  'Khor Fakkan': [['Khor Fakkan Beach', '', 25.342, 56.358, 45, 'شاطئ خورفكان']],
};

const STREETS: Readonly<Record<string, readonly Street[]>> = {
  Dubai: [
    ['Sheikh Zayed Road', 'Al Barsha 1', 25.1185, 55.2035, 100, [
      [25.2285, 55.287], [25.2175, 55.2805], [25.2, 55.2675], [25.1875, 55.2585], [25.17, 55.24], [25.141, 55.2195],
      [25.1185, 55.2035], [25.095, 55.1725], [25.07, 55.145], [25.045, 55.12], [25.01, 55.085],
    ]],
    ['Al Khail Road', 'Al Quoz', 25.145, 55.255, 90, [
      [25.218, 55.335], [25.195, 55.313], [25.175, 55.293], [25.145, 55.255], [25.12, 55.233], [25.09, 55.215],
      [25.065, 55.198], [25.04, 55.175],
    ]],
    ['Al Wasl Road', 'Al Wasl', 25.1925, 55.2375, 80, [
      [25.233, 55.266], [25.205, 55.246], [25.18, 55.229], [25.155, 55.21], [25.142, 55.199],
    ]],
    ['Jumeirah Beach Road', 'Jumeirah 2', 25.205, 55.238, 85, [
      [25.238, 55.263], [25.225, 55.253], [25.205, 55.238], [25.18, 55.22], [25.156, 55.203], [25.143, 55.19],
      [25.135, 55.183],
    ]],
    ['Al Sufouh Road', 'Al Sufouh', 25.1, 55.155, 60, [[25.133, 55.182], [25.115, 55.165], [25.1, 55.155], [25.09, 55.145]]],
    ['King Salman bin Abdulaziz Al Saud Street', 'Dubai Marina', 25.0865, 55.149, 50, [[25.092, 55.16], [25.081, 55.138]]],
    ['Dubai Marina Walk', 'Dubai Marina', 25.079, 55.139, 80, [[25.085, 55.144], [25.08, 55.1395], [25.076, 55.1395], [25.072, 55.137]]],
    ['Al Marsa Street', 'Dubai Marina', 25.082, 55.142, 45],
    ['The Walk JBR', 'Jumeirah Beach Residence', 25.078, 55.134, 75, [[25.082, 55.138], [25.078, 55.134], [25.074, 55.13]]],
    ['Financial Centre Road', 'Downtown Dubai', 25.2, 55.279, 70, [[25.211, 55.283], [25.2, 55.279], [25.19, 55.276]]],
    ['Sheikh Mohammed bin Rashid Boulevard', 'Downtown Dubai', 25.1955, 55.2765, 70],
    ['Marasi Drive', 'Business Bay', 25.186, 55.27, 50, [[25.19, 55.262], [25.186, 55.27], [25.182, 55.28]]],
    ['Al Abraj Street', 'Business Bay', 25.187, 55.266, 40],
    ['Al Mustaqbal Street', 'Trade Centre', 25.218, 55.285, 35],
    ['Al Saada Street', 'DIFC', 25.208, 55.29, 30],
    ['Sheikh Rashid Road', 'Al Karama', 25.242, 55.295, 55, [[25.256, 55.285], [25.242, 55.295], [25.233, 55.314], [25.23, 55.333]]],
    ['Al Mina Road', 'Al Jafiliya', 25.243, 55.274, 40, [[25.255, 55.276], [25.243, 55.274], [25.235, 55.27]]],
    ['Al Dhiyafa Road', 'Al Satwa', 25.232, 55.272, 50, [[25.237, 55.278], [25.232, 55.272], [25.228, 55.265]]],
    ['Al Satwa Road', 'Al Satwa', 25.226, 55.278, 40],
    ['Al Hadiqa Street', 'Jumeirah 2', 25.201, 55.245, 35],
    ['Al Safa Street', 'Al Safa', 25.19, 55.24, 30],
    ['Al Manara Street', 'Al Manara', 25.14, 55.215, 40, [[25.148, 55.205], [25.14, 55.215], [25.135, 55.225]]],
    ['Umm Suqeim Street', 'Al Barsha 1', 25.123, 55.209, 55, [[25.142, 55.192], [25.123, 55.209], [25.105, 55.23]]],
    ['Hessa Street', 'Al Barsha South', 25.087, 55.195, 55, [[25.097, 55.178], [25.087, 55.195], [25.075, 55.215]]],
    ['Meydan Road', 'Meydan', 25.17, 55.285, 35],
    ['Dubai Hills Boulevard', 'Dubai Hills Estate', 25.105, 55.25, 30],
    ['Garn Al Sabkha Street', 'Discovery Gardens', 25.056, 55.156, 30],
    ['Sheikh Khalifa bin Zayed Road', 'Al Karama', 25.243, 55.307, 50, [[25.259, 55.292], [25.243, 55.307], [25.23, 55.32]]],
    ['Khalid bin Al Waleed Road', 'Bur Dubai', 25.255, 55.295, 45],
    ['Al Mankhool Road', 'Al Mankhool', 25.25, 55.292, 35],
    ['Kuwait Street', 'Al Mankhool', 25.248, 55.3, 35],
    ['Al Fahidi Street', 'Bur Dubai', 25.262, 55.296, 40],
    ['Oud Metha Road', 'Oud Metha', 25.235, 55.315, 40],
    ['Umm Hurair Road', 'Oud Metha', 25.238, 55.318, 30],
    ['Baniyas Road', 'Deira', 25.26, 55.315, 55, [[25.268, 55.302], [25.26, 55.315], [25.252, 55.323]]],
    ['Al Khaleej Road', 'Deira', 25.285, 55.31, 60, [[25.274, 55.296], [25.285, 55.31], [25.29, 55.33], [25.295, 55.345]]],
    ['Al Maktoum Road', 'Al Rigga', 25.259, 55.321, 50],
    ['Al Rigga Road', 'Al Rigga', 25.264, 55.321, 45],
    ['Naif Road', 'Deira', 25.272, 55.306, 35],
    ['Salahuddin Road', 'Al Muraqqabat', 25.272, 55.325, 40],
    ['Al Muraqqabat Road', 'Al Muraqqabat', 25.265, 55.328, 40],
    ['Abu Baker Al Siddique Road', 'Hor Al Anz', 25.272, 55.331, 35],
    ['Omar bin Al Khattab Road', 'Al Baraha', 25.274, 55.316, 30],
    ['Airport Road', 'Al Garhoud', 25.249, 55.35, 60, [[25.248, 55.34], [25.249, 55.35], [25.25, 55.355], [25.247, 55.37]]],
    ['Al Garhoud Road', 'Al Garhoud', 25.24, 55.344, 40, [[25.235, 55.34], [25.24, 55.344], [25.246, 55.348]]],
    ['Al Ittihad Road', 'Al Qusais', 25.28, 55.358, 75, [
      [25.265, 55.34], [25.28, 55.358], [25.293, 55.372], [25.305, 55.383], [25.317, 55.38], [25.33, 55.388],
    ]],
    ['Damascus Street', 'Al Qusais', 25.279, 55.383, 35],
    ['Amman Street', 'Al Nahda', 25.286, 55.37, 30],
    ['Beirut Street', 'Al Qusais', 25.27, 55.385, 30],
    ['Tripoli Street', 'Mirdif', 25.22, 55.418, 35, [[25.235, 55.415], [25.22, 55.418], [25.205, 55.425]]],
    ['Algeria Street', 'Mirdif', 25.22, 55.425, 35],
    ['Al Rebat Street', 'Dubai Festival City', 25.21, 55.345, 35],
    ['Ras Al Khor Road', 'Ras Al Khor', 25.19, 55.355, 45, [[25.205, 55.33], [25.19, 55.355], [25.175, 55.39]]],
    ['Dubai-Al Ain Road', 'Dubai Silicon Oasis', 25.13, 55.39, 45, [[25.18, 55.33], [25.13, 55.39], [25.05, 55.5]]],
    ['Sheikh Mohammed bin Zayed Road', 'International City', 25.18, 55.395, 70, [
      [25.015, 55.19], [25.06, 55.26], [25.12, 55.345], [25.18, 55.395], [25.245, 55.44], [25.295, 55.465],
    ]],
    ['Emirates Road', 'Dubailand', 25.08, 55.37, 50, [[25.0, 55.22], [25.08, 55.37], [25.16, 55.47], [25.25, 55.53]]],
  ],
  Sharjah: [
    ['King Faisal Street', 'Al Majaz', 25.338, 55.391, 55, [[25.356, 55.39], [25.338, 55.391], [25.325, 55.385]]],
    ['Al Wahda Street', 'Abu Shagara', 25.315, 55.396, 55, [[25.333, 55.396], [25.315, 55.396], [25.295, 55.395]]],
    ['Jamal Abdul Nasser Street', 'Al Majaz', 25.328, 55.388, 45],
    ['Al Buhaira Corniche', 'Al Majaz', 25.331, 55.383, 50, [[25.336, 55.381], [25.331, 55.383], [25.326, 55.384]]],
    ['Al Khan Street', 'Al Khan', 25.325, 55.37, 35],
    ['Al Taawun Street', 'Al Taawun', 25.313, 55.377, 40],
    ['Al Nahda Street', 'Al Nahda', 25.3, 55.376, 35],
    ['Al Arouba Street', 'Rolla', 25.356, 55.388, 40],
    ['University City Road', 'University City', 25.302, 55.475, 40, [[25.305, 55.465], [25.302, 55.475], [25.3, 55.49]]],
    ['Maliha Road', 'Muwaileh', 25.28, 55.51, 30, [[25.295, 55.48], [25.28, 55.51], [25.25, 55.55]]],
  ],
  'Abu Dhabi': [
    ['Corniche Road', 'Al Khalidiyah', 24.476, 54.34, 50, [[24.463, 54.32], [24.476, 54.34], [24.49, 54.36]]],
    ['Hamdan bin Mohammed Street', '', 24.49, 54.365, 30],
  ],
  Ajman: [['Ajman Corniche', '', 25.421, 55.438, 45]],
};

function expand(): PlaceDef[] {
  const out: PlaceDef[] = [];
  for (const [city, list] of Object.entries(HOODS)) {
    // Neighbourhoods of the served cities come before far-away landmarks of the same name.
    const priority = city === 'Dubai' || city === 'Sharjah' ? 70 : 50;
    for (const [name, lat, lng, ar, fr] of list) out.push({ kind: 'neighbourhood', name, area: '', city, at: [lat, lng], priority, ar, fr });
  }
  for (const [city, list] of Object.entries(LANDMARKS)) {
    for (const [name, area, lat, lng, priority, ar] of list) out.push({ kind: 'landmark', name, area, city, at: [lat, lng], priority, ...(ar ? { ar } : {}) });
  }
  for (const [city, list] of Object.entries(STREETS)) {
    for (const [name, area, lat, lng, priority, path] of list) out.push({ kind: 'street', name, area, city, at: [lat, lng], priority, ...(path ? { path } : {}) });
  }
  return out;
}

/**
 * The embedded provider's gazetteer: Dubai and Sharjah in detail, and well-known places in the
 * other emirates, which lie outside every seeded zone so that "service not available" can be tried.
 */
export const PLACES: readonly PlaceDef[] = expand();
