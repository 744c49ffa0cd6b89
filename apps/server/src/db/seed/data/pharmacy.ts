import { variants, type KindDef, type RootDef } from './types.js';

/** Medicine names carry their own brand; `brand` is the maker listed in the brand filter. */
const p = (
  en: string, ar: string, fr: string, price: number, brand: string | null, packs: string,
  generic: string, condition: string | null, rx = false,
): KindDef => ({
  en, ar, fr, price, unit: 'pack', variants: variants(packs), generic, rx,
  ...(brand ? { brands: [brand] } : {}), ...(condition ? { condition } : {}),
});
const RX = true;

export const PHARMACY: readonly RootDef[] = [
  {
    en: 'Medicines', ar: 'أدوية', fr: 'Médicaments', featured: true,
    blurbs: ['Always read the leaflet before use.', 'Dispensed by our licensed pharmacists.', 'Keep out of the reach of children.'],
    tags: ['medicine', 'pharmacy'],
    children: [
      { en: 'Pain & Fever', ar: 'الألم والحمى', fr: 'Douleur et fièvre', kinds: [
        p('Panadol Extra', 'بنادول إكسترا', 'Panadol Extra', 12, 'GSK', '24 Tablets|48 Tablets:1.8', 'Paracetamol 500 mg, Caffeine 65 mg', 'Headache'),
        p('Panadol Advance', 'بنادول أدفانس', 'Panadol Advance', 10, 'GSK', '24 Tablets|48 Tablets:1.8', 'Paracetamol 500 mg', 'Fever'),
        p('Nurofen 200mg', 'نوروفين 200 ملغ', 'Nurofen 200 mg', 15, 'Reckitt', '24 Tablets', 'Ibuprofen 200 mg', 'Pain Relief'),
        p('Calpol Infant Suspension', 'كالبول شراب للرضع', 'Calpol suspension nourrisson', 14, 'Johnson\'s', '100ml', 'Paracetamol 120 mg/5 ml', 'Fever'),
        p('Voltaren Emulgel', 'فولتارين إيمولجيل', 'Voltaren Emulgel', 28, 'GSK', '50g|100g:1.8', 'Diclofenac 1%', 'Pain Relief'),
        p('Aspirin Protect 100mg', 'أسبرين بروتكت 100 ملغ', 'Aspirine Protect 100 mg', 16, 'Bayer', '30 Tablets', 'Acetylsalicylic acid 100 mg', 'Heart Health'),
      ] },
      { en: 'Cold & Flu', ar: 'البرد والإنفلونزا', fr: 'Rhume et grippe', kinds: [
        p('Panadol Cold & Flu Day', 'بنادول للبرد والإنفلونزا نهاري', 'Panadol Rhume et grippe jour', 14, 'GSK', '24 Tablets', 'Paracetamol, Phenylephrine', 'Cold & Flu'),
        p('Strepsils Honey & Lemon', 'ستربسلز بالعسل والليمون', 'Strepsils miel et citron', 11, 'Reckitt', '16 Lozenges|36 Lozenges:2', 'Amylmetacresol, Dichlorobenzyl alcohol', 'Cold & Flu'),
        p('Otrivin Nasal Spray 0.1%', 'بخاخ أوتريفين للأنف 0.1%', 'Otrivin spray nasal 0,1 %', 13, 'GSK', '10ml', 'Xylometazoline 0.1%', 'Cold & Flu'),
        p('Benylin Dry Cough Syrup', 'شراب بينيلين للسعال الجاف', 'Sirop Benylin toux sèche', 19, 'Johnson\'s', '100ml', 'Dextromethorphan', 'Cough'),
        p('Mucosolvan Syrup', 'شراب موكوسولفان', 'Sirop Mucosolvan', 17, null, '100ml', 'Ambroxol 15 mg/5 ml', 'Cough'),
      ] },
      { en: 'Digestive Health', ar: 'صحة الجهاز الهضمي', fr: 'Santé digestive', kinds: [
        p('Gaviscon Double Action', 'جافيسكون دبل أكشن', 'Gaviscon double action', 24, 'Reckitt', '24 Tablets|300ml:1.2', 'Sodium alginate, Calcium carbonate', 'Acidity'),
        p('Eno Fruit Salt Lemon', 'فوار إينو بالليمون', 'Eno sel de fruits citron', 8, 'GSK', '6 Sachets', 'Sodium bicarbonate, Citric acid', 'Acidity'),
        p('Nexium 20mg', 'نكسيوم 20 ملغ', 'Nexium 20 mg', 62, 'Pfizer', '14 Tablets|28 Tablets:1.9', 'Esomeprazole 20 mg', 'Acidity', RX),
        p('Imodium 2mg', 'إيموديوم 2 ملغ', 'Imodium 2 mg', 18, 'Johnson\'s', '12 Capsules', 'Loperamide 2 mg', 'Stomach Upset'),
        p('Buscopan 10mg', 'بوسكوبان 10 ملغ', 'Buscopan 10 mg', 21, null, '20 Tablets', 'Hyoscine butylbromide 10 mg', 'Stomach Upset'),
      ] },
      { en: 'Allergy', ar: 'الحساسية', fr: 'Allergies', kinds: [
        p('Zyrtec 10mg', 'زيرتك 10 ملغ', 'Zyrtec 10 mg', 24, 'Johnson\'s', '10 Tablets|30 Tablets:2.5', 'Cetirizine 10 mg', 'Allergy'),
        p('Claritine 10mg', 'كلاريتين 10 ملغ', 'Claritine 10 mg', 26, 'Bayer', '10 Tablets', 'Loratadine 10 mg', 'Allergy'),
        p('Telfast 180mg', 'تلفاست 180 ملغ', 'Telfast 180 mg', 45, null, '15 Tablets', 'Fexofenadine 180 mg', 'Allergy'),
      ] },
      { en: 'Prescription Medicines', ar: 'أدوية بوصفة طبية', fr: 'Médicaments sur ordonnance', kinds: [
        p('Augmentin 625mg', 'أوجمنتين 625 ملغ', 'Augmentin 625 mg', 48, 'GSK', '14 Tablets', 'Amoxicillin 500 mg, Clavulanic acid 125 mg', 'Infections', RX),
        p('Amoxil 500mg', 'أموكسيل 500 ملغ', 'Amoxil 500 mg', 22, 'GSK', '20 Capsules', 'Amoxicillin 500 mg', 'Infections', RX),
        p('Glucophage 850mg', 'جلوكوفاج 850 ملغ', 'Glucophage 850 mg', 19, null, '30 Tablets|60 Tablets:1.8', 'Metformin 850 mg', 'Diabetes', RX),
        p('Januvia 100mg', 'جانوفيا 100 ملغ', 'Januvia 100 mg', 210, null, '28 Tablets', 'Sitagliptin 100 mg', 'Diabetes', RX),
        p('Lipitor 20mg', 'ليبيتور 20 ملغ', 'Lipitor 20 mg', 95, 'Pfizer', '30 Tablets|90 Tablets:2.7', 'Atorvastatin 20 mg', 'Heart Health', RX),
        p('Norvasc 5mg', 'نورفاسك 5 ملغ', 'Norvasc 5 mg', 48, 'Pfizer', '30 Tablets|60 Tablets:1.9', 'Amlodipine 5 mg', 'Heart Health', RX),
        p('Concor 5mg', 'كونكور 5 ملغ', 'Cardensiel 5 mg', 38, null, '30 Tablets|50 Tablets:1.6', 'Bisoprolol 5 mg', 'Heart Health', RX),
        p('Cozaar 50mg', 'كوزار 50 ملغ', 'Cozaar 50 mg', 56, null, '28 Tablets', 'Losartan 50 mg', 'Heart Health', RX),
        p('Amaryl 2mg', 'أماريل 2 ملغ', 'Amarel 2 mg', 44, null, '30 Tablets|90 Tablets:2.7', 'Glimepiride 2 mg', 'Diabetes', RX),
        p('Diamicron MR 60mg', 'دياميكرون 60 ملغ', 'Diamicron LM 60 mg', 52, null, '30 Tablets', 'Gliclazide 60 mg', 'Diabetes', RX),
        p('Ciprobay 500mg', 'سيبروباي 500 ملغ', 'Ciflox 500 mg', 42, 'Bayer', '10 Tablets', 'Ciprofloxacin 500 mg', 'Infections', RX),
        p('Singulair 10mg', 'سينجولير 10 ملغ', 'Singulair 10 mg', 98, null, '28 Tablets', 'Montelukast 10 mg', 'Asthma', RX),
        p('Ventolin Evohaler', 'فنتولين بخاخ', 'Ventoline aérosol', 24, 'GSK', '200 Doses|2 x 200 Doses:1.9', 'Salbutamol 100 mcg', 'Asthma', RX),
      ] },
    ],
  },
  {
    en: 'Baby Care', ar: 'العناية بالطفل', fr: 'Soins bébé', featured: true,
    blurbs: ['Gentle enough for newborn skin.', 'Trusted by paediatricians and parents.', 'Everything your little one needs, delivered fast.'],
    tags: ['baby', 'family'],
    children: [
      { en: 'Diapers & Wipes', ar: 'حفاضات ومناديل', fr: 'Couches et lingettes', kinds: [
        p('{b} Baby-Dry Diapers', 'حفاضات {b} بيبي دراي', 'Couches {b} Baby-Dry', 62, 'Pampers', 'Size 3, 58 pcs|Size 4, 50 pcs:1.05|Size 5, 42 pcs:1.1', 'Disposable diapers', 'Baby Care'),
        p('{b} Premium Care Pants', 'حفاضات {b} بريميوم كير سروال', 'Culottes {b} Premium Care', 79, 'Pampers', 'Size 4, 44 pcs|Size 5, 38 pcs:1.05', 'Diaper pants', 'Baby Care'),
        p('{b} Sensitive Baby Wipes', 'مناديل {b} الحساسة للأطفال', 'Lingettes bébé {b} Sensitive', 12, 'Pampers', '52 Wipes|4 x 52 Wipes:3.6', 'Baby wipes', 'Baby Care'),
      ] },
      { en: 'Baby Feeding', ar: 'تغذية الطفل', fr: 'Alimentation bébé', kinds: [
        p('Similac Gold 1 Infant Formula', 'حليب سيميلاك جولد 1 للرضع', 'Lait infantile Similac Gold 1', 89, 'Abbott', '400g|800g:1.8', 'Infant formula, 0–6 months', 'Baby Care'),
        p('Similac Gold 2 Follow-On Formula', 'حليب سيميلاك جولد 2', 'Lait de suite Similac Gold 2', 86, 'Abbott', '400g|800g:1.8', 'Follow-on formula, 6–12 months', 'Baby Care'),
        p('Anti-Colic Feeding Bottle', 'رضاعة مضادة للمغص', 'Biberon anti-coliques', 45, null, '260ml', 'Feeding bottle', 'Baby Care'),
      ] },
      { en: 'Baby Skin Care', ar: 'العناية ببشرة الطفل', fr: 'Soins de la peau bébé', kinds: [
        p('{b} Baby Shampoo', 'شامبو {b} للأطفال', 'Shampooing bébé {b}', 14, 'Johnson\'s', '200ml|500ml:2', 'No-tears baby shampoo', 'Baby Care'),
        p('{b} Baby Lotion', 'لوشن {b} للأطفال', 'Lait bébé {b}', 16, 'Johnson\'s', '200ml', 'Baby moisturising lotion', 'Baby Care'),
        p('Bepanthen Nappy Care Ointment', 'مرهم بيبانثين للحفاض', 'Pommade Bepanthen change', 32, 'Bayer', '30g|100g:2.3', 'Dexpanthenol 5%', 'Baby Care'),
        p('{b} Baby Daily Lotion', 'لوشن {b} اليومي للأطفال', 'Lotion quotidienne bébé {b}', 42, 'Cetaphil', '400ml', 'Baby moisturiser with shea butter', 'Baby Care'),
      ] },
    ],
  },
  {
    en: 'Womans Care', ar: 'العناية بالمرأة', fr: 'Soins pour femmes',
    blurbs: ['Discreet delivery, always.', 'Designed for comfort all day long.', 'Recommended by gynaecologists.'],
    tags: ['women', 'wellness'],
    children: [
      { en: 'Feminine Hygiene', ar: 'النظافة النسائية', fr: 'Hygiène féminine', kinds: [
        p('{b} Ultra Thin Pads Normal', 'فوط {b} ألترا رفيعة عادية', 'Serviettes {b} Ultra fines normal', 14, 'Always', '10 pcs|30 pcs:2.6', 'Sanitary pads', null),
        p('{b} Daily Liners', 'فوط {b} يومية', 'Protège-slips {b}', 11, 'Always', '40 pcs', 'Panty liners', null),
      ] },
      { en: 'Pregnancy & Wellness', ar: 'الحمل والعافية', fr: 'Grossesse et bien-être', kinds: [
        p('Digital Pregnancy Test', 'اختبار حمل رقمي', 'Test de grossesse numérique', 49, null, '1 Test|2 Tests:1.7', 'Pregnancy test', null),
        p('Pregnacare Original', 'بريجناكير الأصلي', 'Pregnacare Original', 58, null, '30 Tablets', 'Prenatal multivitamin', 'Immunity'),
        p('Folic Acid 5mg', 'حمض الفوليك 5 ملغ', 'Acide folique 5 mg', 12, null, '30 Tablets', 'Folic acid 5 mg', null, RX),
        p('Evening Primrose Oil 1000mg', 'زيت زهرة الربيع المسائية 1000 ملغ', 'Huile d\'onagre 1000 mg', 55, null, '60 Capsules', 'Evening primrose oil', 'Skin Care'),
      ] },
    ],
  },
  {
    en: 'Mens', ar: 'الرجال', fr: 'Hommes',
    blurbs: ['Made for a close, comfortable shave.', 'Everyday care for men.', 'Our pharmacists\' pick for men\'s wellness.'],
    tags: ['men', 'grooming'],
    children: [
      { en: 'Shaving', ar: 'الحلاقة', fr: 'Rasage', kinds: [
        p('Mach3 Razor', 'ماكينة حلاقة ماك 3', 'Rasoir Mach3', 39, null, '1 Razor + 2 Blades', 'Three-blade razor', null),
        p('Sensitive Shaving Foam', 'رغوة حلاقة للبشرة الحساسة', 'Mousse à raser peaux sensibles', 15, null, '200ml', 'Shaving foam', 'Skin Care'),
        p('Alcohol-Free After Shave Balm', 'بلسم ما بعد الحلاقة بدون كحول', 'Baume après-rasage sans alcool', 29, null, '100ml', 'After-shave balm', 'Skin Care'),
      ] },
      { en: 'Men\'s Health', ar: 'صحة الرجل', fr: 'Santé masculine', kinds: [
        p('Wellman Original', 'ويلمان الأصلي', 'Wellman Original', 62, null, '30 Tablets', 'Multivitamin for men', 'Immunity'),
        p('Saw Palmetto 450mg', 'بلميط منشاري 450 ملغ', 'Palmier nain 450 mg', 69, null, '60 Capsules', 'Saw palmetto extract', null),
      ] },
    ],
  },
  {
    en: 'Vitamins & Supplements', ar: 'فيتامينات ومكملات', fr: 'Vitamines et compléments', featured: true,
    blurbs: ['Supports your daily wellbeing.', 'Take with food, or as your doctor advises.', 'Quality-tested supplements from trusted makers.'],
    tags: ['vitamins', 'wellness', 'immunity'],
    children: [
      { en: 'Multivitamins', ar: 'فيتامينات متعددة', fr: 'Multivitamines', kinds: [
        p('{b} Adults Multivitamin', 'فيتامينات {b} المتعددة للبالغين', 'Multivitamines {b} adultes', 55, 'Centrum', '30 Tablets|100 Tablets:2.6', 'Multivitamin and minerals', 'Immunity'),
        p('{b} Silver 50+', 'سنتروم سيلفر +50', '{b} Silver 50+', 65, 'Centrum', '30 Tablets', 'Multivitamin for adults over 50', 'Immunity'),
        p('{b} Kids Chewables', 'فيتامينات {b} للأطفال قابلة للمضغ', '{b} Kids à croquer', 45, 'Centrum', '30 Tablets', 'Children\'s multivitamin', 'Immunity'),
      ] },
      { en: 'Immunity', ar: 'المناعة', fr: 'Immunité', kinds: [
        p('Redoxon Vitamin C 1000mg', 'ريدوكسون فيتامين سي 1000 ملغ', 'Redoxon vitamine C 1000 mg', 29, 'Bayer', '15 Tablets|30 Tablets:1.8', 'Ascorbic acid 1000 mg', 'Immunity'),
        p('Vitamin D3 5000 IU', 'فيتامين د3 5000 وحدة', 'Vitamine D3 5000 UI', 49, null, '60 Softgels', 'Cholecalciferol 5000 IU', 'Immunity'),
        p('Zinc 25mg', 'زنك 25 ملغ', 'Zinc 25 mg', 35, null, '60 Tablets', 'Zinc gluconate 25 mg', 'Immunity'),
        p('Omega-3 Fish Oil 1000mg', 'أوميغا 3 زيت السمك 1000 ملغ', 'Huile de poisson oméga-3 1000 mg', 59, null, '60 Softgels|120 Softgels:1.8', 'EPA and DHA', 'Heart Health'),
      ] },
    ],
  },
  {
    en: 'Personal Care', ar: 'العناية الشخصية', fr: 'Soins personnels',
    blurbs: ['Recommended by dermatologists.', 'Fragrance-free and suitable for sensitive skin.', 'An everyday essential from your pharmacy.'],
    tags: ['personal-care', 'skin'],
    children: [
      { en: 'Oral Care', ar: 'العناية بالفم', fr: 'Soins bucco-dentaires', kinds: [
        p('Sensodyne Repair & Protect Toothpaste', 'معجون سنسوداين ريبير آند بروتكت', 'Dentifrice Sensodyne Repair & Protect', 19, 'GSK', '75ml', 'Toothpaste for sensitive teeth', null),
        p('Antiseptic Mouthwash', 'غسول فم مطهر', 'Bain de bouche antiseptique', 22, 'Johnson\'s', '500ml', 'Mouthwash', null),
      ] },
      { en: 'Skin Treatments', ar: 'علاجات البشرة', fr: 'Soins dermatologiques', kinds: [
        p('{b} Gentle Skin Cleanser', 'غسول {b} اللطيف للبشرة', 'Nettoyant doux {b}', 55, 'Cetaphil', '250ml|500ml:1.7', 'Soap-free cleanser', 'Skin Care'),
        p('{b} Moisturising Cream', 'كريم {b} المرطب', 'Crème hydratante {b}', 69, 'Cetaphil', '450g', 'Moisturising cream for dry skin', 'Skin Care'),
        p('Fucidin Cream 2%', 'كريم فيوسيدين 2%', 'Fucidine crème 2 %', 28, null, '15g', 'Fusidic acid 2%', 'Infections', RX),
        p('Hydrocortisone Cream 1%', 'كريم هيدروكورتيزون 1%', 'Crème hydrocortisone 1 %', 18, null, '15g', 'Hydrocortisone 1%', 'Skin Care', RX),
        p('Mineral Sunscreen SPF 50', 'واقي شمس معدني SPF 50', 'Écran solaire minéral SPF 50', 79, null, '50ml', 'Zinc oxide sunscreen', 'Skin Care'),
      ] },
      { en: 'First Aid', ar: 'الإسعافات الأولية', fr: 'Premiers secours', kinds: [
        p('Band-Aid Assorted Plasters', 'لصقات باند إيد متنوعة', 'Pansements assortis Band-Aid', 15, 'Johnson\'s', '40 pcs', 'Adhesive bandages', null),
        p('Digital Thermometer', 'ميزان حرارة رقمي', 'Thermomètre numérique', 35, null, '1 pc', 'Digital thermometer', 'Fever'),
        p('Blood Glucose Test Strips', 'شرائط قياس السكر', 'Bandelettes de glycémie', 95, 'Abbott', '50 Strips', 'Glucose test strips', 'Diabetes'),
      ] },
    ],
  },
];
