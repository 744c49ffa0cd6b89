import { variants, type KindDef, type RootDef } from './types.js';

const g = (
  en: string, ar: string, fr: string, price: number, unit: string, brands: string[] | null, sizes: string,
  extra: Partial<KindDef> = {},
): KindDef => ({ en, ar, fr, price, unit, variants: variants(sizes), ...(brands ? { brands } : {}), ...extra });

const ORGANIC = { organic: true };

export const GROCERY: readonly RootDef[] = [
  {
    en: 'Fruits & Vegetables', ar: 'فواكه وخضروات', fr: 'Fruits et légumes', featured: true,
    blurbs: ['Picked at peak ripeness and delivered fresh from the market.', 'Hand-selected every morning by our produce team.', 'Sourced from farms in the UAE and the region whenever in season.'],
    tags: ['fresh', 'produce', 'healthy'],
    children: [
      { en: 'Fresh Fruits', ar: 'فواكه طازجة', fr: 'Fruits frais', kinds: [
        g('Bananas', 'موز', 'Bananes', 6.5, 'kg', null, '1kg', ORGANIC),
        g('Red Apples', 'تفاح أحمر', 'Pommes rouges', 9, 'kg', null, '1kg|2kg:1.9', ORGANIC),
        g('Alphonso Mangoes', 'مانجو ألفونسو', 'Mangues Alphonso', 24, 'kg', null, '1kg'),
        g('Oranges', 'برتقال', 'Oranges', 7, 'kg', null, '1kg|3kg:2.7'),
        g('Strawberries', 'فراولة', 'Fraises', 12, 'pack', null, '250g', ORGANIC),
        g('Blueberries', 'توت أزرق', 'Myrtilles', 15, 'pack', null, '125g'),
        g('Medjool Dates', 'تمر مجهول', 'Dattes Medjool', 38, 'pack', null, '', { choices: 'weight' }),
        g('Avocados', 'أفوكادو', 'Avocats', 5, 'pc', null, '1 pc|4 pcs:3.6'),
        g('Watermelon', 'بطيخ', 'Pastèque', 4, 'kg', null, '1kg'),
      ] },
      { en: 'Fresh Vegetables', ar: 'خضروات طازجة', fr: 'Légumes frais', kinds: [
        g('Tomatoes', 'طماطم', 'Tomates', 5, 'kg', null, '1kg', ORGANIC),
        g('Cucumbers', 'خيار', 'Concombres', 4.5, 'kg', null, '1kg', ORGANIC),
        g('Potatoes', 'بطاطس', 'Pommes de terre', 4, 'kg', null, '1kg|2kg:1.8'),
        g('Red Onions', 'بصل أحمر', 'Oignons rouges', 3.5, 'kg', null, '1kg'),
        g('Carrots', 'جزر', 'Carottes', 4, 'kg', null, '1kg', ORGANIC),
        g('Baby Spinach', 'سبانخ صغيرة', 'Jeunes pousses d\'épinards', 9, 'pack', null, '200g', ORGANIC),
        g('Broccoli', 'بروكلي', 'Brocoli', 8, 'pc', null, '1 pc'),
        g('Mixed Bell Peppers', 'فلفل رومي ملون', 'Poivrons mélangés', 10, 'pack', null, '500g'),
      ] },
      { en: 'Fresh Herbs', ar: 'أعشاب طازجة', fr: 'Herbes fraîches', kinds: [
        g('Fresh Mint', 'نعناع طازج', 'Menthe fraîche', 2, 'pc', null, '1 bunch'),
        g('Flat-Leaf Parsley', 'بقدونس', 'Persil plat', 2, 'pc', null, '1 bunch'),
        g('Fresh Coriander', 'كزبرة طازجة', 'Coriandre fraîche', 2, 'pc', null, '1 bunch'),
      ] },
    ],
  },
  {
    en: 'Dairy & Eggs', ar: 'ألبان وبيض', fr: 'Produits laitiers et œufs', featured: true,
    blurbs: ['Kept chilled from the farm to your door.', 'Fresh from dairies in the UAE and Saudi Arabia.', 'A fridge staple for every family.'],
    tags: ['dairy', 'chilled', 'fresh'],
    children: [
      { en: 'Milk & Laban', ar: 'حليب ولبن', fr: 'Lait et laban', kinds: [
        g('Full Cream Milk', 'حليب كامل الدسم', 'Lait entier', 6.5, '1L', ['Almarai', 'Al Rawabi', 'Al Ain'], '1L|2L:1.8'),
        g('Low Fat Milk', 'حليب قليل الدسم', 'Lait demi-écrémé', 6.5, '1L', ['Almarai', 'Al Rawabi'], '1L|2L:1.8'),
        g('Fresh Laban', 'لبن طازج', 'Laban frais', 5, '1L', ['Almarai', 'Al Rawabi'], '1L|2L:1.8'),
      ] },
      { en: 'Cheese', ar: 'أجبان', fr: 'Fromages', kinds: [
        g('Cheddar Cheese Slices', 'شرائح جبنة شيدر', 'Tranches de cheddar', 12, 'pack', ['Almarai', 'Puck'], '200g|400g:1.8'),
        g('Halloumi Cheese', 'جبنة حلومي', 'Fromage halloumi', 16, 'pack', ['Almarai'], '250g'),
        g('Labneh', 'لبنة', 'Labneh', 11, 'pack', ['Al Rawabi', 'Almarai'], '400g'),
        g('Feta Cheese', 'جبنة فيتا', 'Feta', 14, 'pack', ['Puck'], '400g'),
        g('Cream Cheese Spread', 'جبنة كريمية للدهن', 'Fromage à tartiner', 13, 'pack', ['Puck'], '240g|500g:1.9'),
      ] },
      { en: 'Yogurt', ar: 'زبادي', fr: 'Yaourts', kinds: [
        g('Greek Yogurt', 'زبادي يوناني', 'Yaourt grec', 9, 'pack', ['Almarai', 'Al Rawabi'], '500g'),
        g('Strawberry Yogurt', 'زبادي بالفراولة', 'Yaourt à la fraise', 3, 'pc', ['Almarai'], '150g|6 x 150g:5.5'),
      ] },
      { en: 'Eggs', ar: 'بيض', fr: 'Œufs', kinds: [
        g('Fresh White Eggs', 'بيض أبيض طازج', 'Œufs blancs frais', 12, 'pack', ['Al Jazira'], '12 pcs|30 pcs:2.3', ORGANIC),
        g('Free-Range Brown Eggs', 'بيض بني من دجاج حر', 'Œufs bruns de plein air', 18, 'pack', ['Al Jazira'], '12 pcs'),
      ] },
    ],
  },
  {
    en: 'Bakery', ar: 'مخبوزات', fr: 'Boulangerie',
    blurbs: ['Baked fresh every morning.', 'Soft, fragrant and best enjoyed the same day.', 'From a local bakery that has served Dubai for decades.'],
    tags: ['bakery', 'bread', 'fresh'],
    children: [
      { en: 'Bread', ar: 'خبز', fr: 'Pains', kinds: [
        g('Arabic Bread', 'خبز عربي', 'Pain arabe', 3, 'pack', ['Modern Bakery'], '6 pcs|12 pcs:1.8'),
        g('White Sandwich Bread', 'خبز توست أبيض', 'Pain de mie blanc', 6, 'pack', ['Modern Bakery'], '600g'),
        g('Brown Bread', 'خبز أسمر', 'Pain complet', 7, 'pack', ['Modern Bakery'], '600g'),
        g('Sourdough Loaf', 'خبز العجين المخمر', 'Pain au levain', 18, 'pc', null, '1 pc'),
      ] },
      { en: 'Cakes & Pastries', ar: 'كيك ومعجنات', fr: 'Gâteaux et pâtisseries', kinds: [
        g('Mini Croissants', 'كرواسون صغير', 'Mini croissants', 12, 'pack', null, '6 pcs'),
        g('Chocolate Muffins', 'مافن بالشوكولاتة', 'Muffins au chocolat', 11, 'pack', null, '4 pcs'),
        g('Date Maamoul', 'معمول بالتمر', 'Maamoul aux dattes', 16, 'pack', null, '12 pcs'),
        g('Cinnamon Rolls', 'لفائف القرفة', 'Roulés à la cannelle', 14, 'pack', null, '4 pcs'),
      ] },
    ],
  },
  {
    en: 'Drinks and Milks', ar: 'مشروبات وحليب', fr: 'Boissons et laits', featured: true,
    blurbs: ['Best served chilled.', 'A refreshing pick for hot Dubai afternoons.', 'Stock up for the week and save a trip.'],
    tags: ['drinks', 'beverages'],
    children: [
      { en: 'Juices', ar: 'عصائر', fr: 'Jus', kinds: [
        g('Orange Juice', 'عصير برتقال', 'Jus d\'orange', 8, '1L', ['Almarai', 'Masafi'], '1L|1.75L:1.6'),
        g('Mango Juice', 'عصير مانجو', 'Jus de mangue', 8, '1L', ['Almarai', 'Masafi'], '1L'),
        g('Mixed Berry Juice', 'عصير التوت المشكل', 'Jus de fruits rouges', 9, '1L', ['Almarai'], '1L'),
      ] },
      { en: 'Water', ar: 'مياه', fr: 'Eaux', kinds: [
        g('Mineral Water', 'مياه معدنية', 'Eau minérale', 1.5, 'bottle', ['Masafi', 'Al Ain'], '500ml|1.5L:1.6|6 x 1.5L:8'),
        g('Sparkling Water', 'مياه فوارة', 'Eau pétillante', 4, 'bottle', ['Masafi'], '330ml|6 x 330ml:5.5'),
      ] },
      { en: 'Soft Drinks', ar: 'مشروبات غازية', fr: 'Sodas', kinds: [
        g('{b}', '{b}', '{b}', 2.5, 'can', ['Coca-Cola'], '330ml|6 x 330ml:5.5'),
        g('{b} Zero Sugar', '{b} زيرو', '{b} Zéro sucre', 2.5, 'can', ['Coca-Cola'], '330ml|6 x 330ml:5.5'),
        g('Peach Iced Tea', 'شاي مثلج بالخوخ', 'Thé glacé à la pêche', 4, 'bottle', ['Lipton'], '500ml'),
      ] },
      { en: 'Tea & Coffee', ar: 'شاي وقهوة', fr: 'Thé et café', kinds: [
        g('Yellow Label Tea Bags', 'أكياس شاي يلو ليبل', 'Thé Yellow Label en sachets', 14, 'pack', ['Lipton'], '100 bags'),
        g('Classic Instant Coffee', 'قهوة كلاسيك سريعة التحضير', 'Café instantané classique', 22, 'pack', ['Nescafé'], '100g|200g:1.8'),
        g('Arabic Coffee with Cardamom', 'قهوة عربية بالهيل', 'Café arabe à la cardamome', 28, 'pack', null, '', { choices: 'weight' }),
      ] },
      { en: 'Flavoured & Plant Milks', ar: 'حليب بالنكهات ونباتي', fr: 'Laits aromatisés et végétaux', kinds: [
        g('Chocolate Milk', 'حليب بالشوكولاتة', 'Lait chocolaté', 3, 'pc', ['Almarai', 'Al Rawabi'], '200ml|1L:3.5'),
        g('Oat Milk', 'حليب الشوفان', 'Lait d\'avoine', 15, '1L', null, '1L'),
        g('Unsweetened Almond Milk', 'حليب اللوز غير المحلى', 'Lait d\'amande sans sucre', 15, '1L', null, '1L'),
      ] },
    ],
  },
  {
    en: 'Beauty', ar: 'تجميل', fr: 'Beauté',
    blurbs: ['Dermatologically tested and gentle on skin.', 'A bathroom-cabinet essential.', 'Trusted by families across the Gulf.'],
    tags: ['beauty', 'personal-care'],
    children: [
      { en: 'Skin Care', ar: 'العناية بالبشرة', fr: 'Soins de la peau', kinds: [
        g('Moisturising Cream', 'كريم مرطب', 'Crème hydratante', 18, 'pc', ['Nivea'], '200ml|400ml:1.7'),
        g('Refreshing Facial Cleanser', 'غسول منعش للوجه', 'Nettoyant visage rafraîchissant', 29, 'pc', ['Nivea'], '150ml'),
        g('Hand Cream', 'كريم اليدين', 'Crème pour les mains', 12, 'pc', ['Nivea', 'Dove'], '75ml'),
      ] },
      { en: 'Hair Care', ar: 'العناية بالشعر', fr: 'Soins capillaires', kinds: [
        g('Nourishing Shampoo', 'شامبو مغذي', 'Shampooing nourrissant', 19, 'pc', ['Dove'], '400ml|600ml:1.35'),
        g('Conditioner', 'بلسم', 'Après-shampooing', 19, 'pc', ['Dove'], '350ml'),
        g('Argan Hair Oil', 'زيت الأرغان للشعر', 'Huile capillaire à l\'argan', 35, 'pc', null, '100ml'),
      ] },
      { en: 'Bath & Body', ar: 'الاستحمام والجسم', fr: 'Bain et corps', kinds: [
        g('Beauty Bar', 'صابون تجميلي', 'Pain de beauté', 4, 'pc', ['Dove'], '90g|4 x 90g:3.5'),
        g('Body Wash', 'غسول الجسم', 'Gel douche', 16, 'pc', ['Dove', 'Nivea'], '500ml'),
        g('Roll-On Deodorant', 'مزيل عرق رول أون', 'Déodorant à bille', 13, 'pc', ['Nivea', 'Dove'], '50ml'),
      ] },
    ],
  },
  {
    en: 'Snacks', ar: 'وجبات خفيفة', fr: 'Snacks',
    blurbs: ['The perfect snack for movie night.', 'Crunchy, moreish and easy to share.', 'Keep a pack in the cupboard for guests.'],
    tags: ['snacks', 'treats'],
    children: [
      { en: 'Chips & Crisps', ar: 'رقائق البطاطس', fr: 'Chips', kinds: [
        g('Salted Potato Chips', 'رقائق بطاطس مملحة', 'Chips salées', 4, 'pack', ['Lay\'s'], '40g|170g:3'),
        g('Salt & Vinegar Chips', 'رقائق بالملح والخل', 'Chips sel et vinaigre', 4, 'pack', ['Lay\'s'], '40g|170g:3'),
        g('Tortilla Chips', 'رقائق التورتيلا', 'Chips tortilla', 8, 'pack', null, '200g'),
      ] },
      { en: 'Chocolates', ar: 'شوكولاتة', fr: 'Chocolats', kinds: [
        g('Smooth Milk Chocolate', 'شوكولاتة بالحليب', 'Chocolat au lait', 5, 'pc', ['Galaxy'], '40g|90g:2'),
        g('Hazelnut Chocolate Bar', 'لوح شوكولاتة بالبندق', 'Tablette chocolat noisettes', 6, 'pc', ['Galaxy'], '90g'),
        g('Dark Chocolate 70%', 'شوكولاتة داكنة 70%', 'Chocolat noir 70 %', 12, 'pc', null, '100g'),
      ] },
      { en: 'Biscuits', ar: 'بسكويت', fr: 'Biscuits', kinds: [
        g('Digestive Biscuits', 'بسكويت دايجستيف', 'Biscuits digestifs', 8, 'pack', ['Tiffany'], '400g'),
        g('Chocolate Chip Cookies', 'كوكيز برقائق الشوكولاتة', 'Cookies aux pépites de chocolat', 9, 'pack', ['Tiffany'], '200g'),
        g('Date Filled Biscuits', 'بسكويت محشو بالتمر', 'Biscuits fourrés aux dattes', 7, 'pack', ['Tiffany'], '300g'),
      ] },
      { en: 'Nuts & Dried Fruits', ar: 'مكسرات وفواكه مجففة', fr: 'Fruits secs', kinds: [
        g('Roasted Pistachios', 'فستق محمص', 'Pistaches grillées', 25, 'pack', null, '', { choices: 'weight' }),
        g('Mixed Nuts', 'مكسرات مشكلة', 'Mélange de noix', 30, 'pack', null, '400g'),
        g('Raw Almonds', 'لوز نيء', 'Amandes nature', 22, 'pack', null, '250g', ORGANIC),
        g('Dried Apricots', 'مشمش مجفف', 'Abricots secs', 18, 'pack', null, '250g'),
      ] },
    ],
  },
  {
    en: 'Household', ar: 'المنزل', fr: 'Entretien de la maison',
    blurbs: ['Tough on dirt, gentle on your home.', 'A household essential at an everyday price.', 'Stock up and never run out.'],
    tags: ['household', 'cleaning'],
    children: [
      { en: 'Cleaning', ar: 'تنظيف', fr: 'Nettoyage', kinds: [
        g('Dishwashing Liquid Lemon', 'سائل غسيل الصحون بالليمون', 'Liquide vaisselle citron', 9, 'bottle', ['Fairy'], '750ml|1.5L:1.8'),
        g('Antiseptic Disinfectant Liquid', 'سائل مطهر', 'Liquide désinfectant antiseptique', 17, 'bottle', ['Dettol'], '500ml|1L:1.8'),
        g('Multi-Surface Cleaner', 'منظف متعدد الأسطح', 'Nettoyant multi-surfaces', 12, 'bottle', ['Dettol'], '750ml'),
      ] },
      { en: 'Laundry', ar: 'غسيل الملابس', fr: 'Lessive', kinds: [
        g('Laundry Detergent Powder', 'مسحوق غسيل', 'Lessive en poudre', 25, 'pack', ['Ariel'], '2.5kg|4.5kg:1.7'),
        g('Liquid Laundry Detergent', 'منظف غسيل سائل', 'Lessive liquide', 29, 'bottle', ['Ariel'], '2L'),
      ] },
      { en: 'Paper & Tissues', ar: 'ورق ومناديل', fr: 'Papier et mouchoirs', kinds: [
        g('Facial Tissues', 'مناديل وجه', 'Mouchoirs', 6, 'pack', ['Fine'], '200 sheets|5 x 200 sheets:4.5'),
        g('Toilet Rolls', 'ورق تواليت', 'Papier toilette', 18, 'pack', ['Fine'], '12 rolls'),
        g('Kitchen Towels', 'مناشف مطبخ ورقية', 'Essuie-tout', 12, 'pack', ['Fine'], '4 rolls'),
      ] },
    ],
  },
];
