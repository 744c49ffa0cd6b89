import { variants, type KindDef, type RootDef } from './types.js';

const e = (
  en: string, ar: string, fr: string, price: number, brands: string[] | null, models: string | null, choices?: string,
): KindDef => ({
  en, ar, fr, price, unit: 'pc',
  ...(brands ? { brands } : {}), ...(models ? { variants: variants(models) } : {}), ...(choices ? { choices } : {}),
});

export const ECOMMERCE: readonly RootDef[] = [
  {
    en: 'Electronics', ar: 'إلكترونيات', fr: 'Électronique', featured: true,
    blurbs: ['Genuine product with the official UAE warranty.', 'Fast delivery across Dubai, often the same day.', 'Compatible with iOS and Android.'],
    tags: ['electronics', 'gadgets', 'warranty'],
    children: [
      { en: 'Mobile Phones', ar: 'هواتف محمولة', fr: 'Téléphones mobiles', kinds: [
        e('{b} Galaxy S25', '{b} جالاكسي S25', '{b} Galaxy S25', 3299, ['Samsung'], null, 'phone'),
        e('{b} Galaxy A55', '{b} جالاكسي A55', '{b} Galaxy A55', 1399, ['Samsung'], null, 'phone'),
        e('{b} iPhone 16', '{b} آيفون 16', '{b} iPhone 16', 3399, ['Apple'], null, 'phone'),
        e('{b} Redmi Note 14', '{b} ريدمي نوت 14', '{b} Redmi Note 14', 899, ['Xiaomi'], null, 'phone'),
      ] },
      { en: 'Audio', ar: 'صوتيات', fr: 'Audio', kinds: [
        e('Wireless Earbuds', 'سماعات أذن لاسلكية', 'Écouteurs sans fil', 199, ['Sony', 'Samsung', 'Xiaomi', 'Anker'], 'Pro:1.6|Lite'),
        e('Noise Cancelling Headphones', 'سماعات رأس عازلة للضوضاء', 'Casque à réduction de bruit', 899, ['Sony'], null, 'color'),
        e('Portable Bluetooth Speaker', 'سماعة بلوتوث محمولة', 'Enceinte Bluetooth portable', 249, ['Sony', 'Anker'], 'Mini:0.6|Max:1.5', 'color'),
      ] },
      { en: 'Wearables', ar: 'الأجهزة القابلة للارتداء', fr: 'Objets connectés', kinds: [
        e('{b} Galaxy Watch 7', '{b} جالاكسي ووتش 7', '{b} Galaxy Watch 7', 1099, ['Samsung'], null, 'color'),
        e('{b} Watch Series 10', 'ساعة {b} الإصدار 10', '{b} Watch Series 10', 1699, ['Apple'], null, 'color'),
        e('Fitness Band', 'سوار لياقة', 'Bracelet d\'activité', 149, ['Xiaomi'], null, 'color'),
      ] },
      { en: 'Accessories', ar: 'إكسسوارات', fr: 'Accessoires', kinds: [
        e('Fast Charger 65W', 'شاحن سريع 65 واط', 'Chargeur rapide 65 W', 129, ['Anker', 'Samsung'], null),
        e('Power Bank 20000mAh', 'باور بانك 20000 مللي أمبير', 'Batterie externe 20000 mAh', 149, ['Anker', 'Xiaomi'], null),
        e('USB-C Cable 2m', 'كابل USB-C بطول 2 متر', 'Câble USB-C 2 m', 39, ['Anker'], null),
        e('Wireless Mouse', 'فأرة لاسلكية', 'Souris sans fil', 79, ['Xiaomi'], null, 'color'),
      ] },
    ],
  },
  {
    en: 'Fashion', ar: 'أزياء', fr: 'Mode', featured: true,
    blurbs: ['Free exchanges within 14 days.', 'Soft, breathable fabric made for Dubai summers.', 'A wardrobe essential you will reach for every week.'],
    tags: ['fashion', 'clothing', 'new-arrival'],
    children: [
      { en: 'Men\'s Clothing', ar: 'ملابس رجالية', fr: 'Vêtements homme', kinds: [
        e('Men\'s Cotton T-Shirt', 'تيشيرت قطني رجالي', 'T-shirt homme en coton', 59, ['Nike', 'Adidas', 'Levi\'s'], null, 'clothing'),
        e('Slim Fit Jeans', 'بنطال جينز سليم فيت', 'Jean coupe slim', 199, ['Levi\'s'], null, 'jeans'),
        e('Fleece Hoodie', 'هودي صوف', 'Sweat à capuche en polaire', 179, ['Nike', 'Adidas'], null, 'clothing'),
        e('Linen Shirt', 'قميص كتان', 'Chemise en lin', 149, null, null, 'clothing'),
      ] },
      { en: 'Women\'s Clothing', ar: 'ملابس نسائية', fr: 'Vêtements femme', kinds: [
        e('Linen Midi Dress', 'فستان كتان متوسط الطول', 'Robe midi en lin', 229, null, null, 'womens'),
        e('High-Waist Running Leggings', 'ليغنغز جري بخصر عال', 'Legging de course taille haute', 149, ['Nike', 'Adidas'], null, 'womens'),
        e('Classic Black Abaya', 'عباية سوداء كلاسيكية', 'Abaya noire classique', 350, null, null, 'abaya'),
      ] },
      { en: 'Shoes', ar: 'أحذية', fr: 'Chaussures', kinds: [
        e('Running Shoes', 'حذاء جري', 'Chaussures de course', 349, ['Nike', 'Adidas'], null, 'shoes'),
        e('Classic Sneakers', 'حذاء رياضي كلاسيكي', 'Baskets classiques', 299, ['Nike', 'Adidas'], null, 'shoes'),
        e('Leather Sandals', 'صندل جلد', 'Sandales en cuir', 149, null, null, 'shoes'),
      ] },
    ],
  },
  {
    en: 'Home & Kitchen', ar: 'المنزل والمطبخ', fr: 'Maison et cuisine',
    blurbs: ['Comes with a two-year warranty.', 'Designed to make everyday cooking easier.', 'Easy to clean and built to last.'],
    tags: ['home', 'kitchen'],
    children: [
      { en: 'Kitchen Appliances', ar: 'أجهزة المطبخ', fr: 'Électroménager de cuisine', kinds: [
        e('Air Fryer XL 6.2L', 'مقلاة هوائية XL سعة 6.2 لتر', 'Friteuse sans huile XL 6,2 L', 449, ['Philips', 'Tefal'], null),
        e('Espresso Machine', 'آلة إسبريسو', 'Machine à espresso', 899, ['Philips'], null),
        e('Blender 1.5L', 'خلاط 1.5 لتر', 'Blender 1,5 L', 249, ['Philips', 'Tefal'], null),
        e('Electric Kettle 1.7L', 'غلاية كهربائية 1.7 لتر', 'Bouilloire électrique 1,7 L', 119, ['Philips', 'Tefal'], null, 'color'),
      ] },
      { en: 'Cookware', ar: 'أواني الطبخ', fr: 'Ustensiles de cuisine', kinds: [
        e('Non-Stick Frying Pan 28cm', 'مقلاة غير لاصقة 28 سم', 'Poêle antiadhésive 28 cm', 129, ['Tefal'], null),
        e('Cookware Set 10 pcs', 'طقم أواني طبخ 10 قطع', 'Batterie de cuisine 10 pièces', 599, ['Tefal'], null),
        e('Cast Iron Casserole 24cm', 'قدر حديد زهر 24 سم', 'Cocotte en fonte 24 cm', 349, null, null, 'color'),
      ] },
      { en: 'Home Décor', ar: 'ديكور المنزل', fr: 'Décoration', kinds: [
        e('Oud Scented Candle', 'شمعة معطرة بالعود', 'Bougie parfumée au oud', 79, null, null),
        e('Cotton Bed Sheet Set', 'طقم شراشف قطن', 'Parure de draps en coton', 249, null, null, 'bedding'),
        e('Velvet Cushion Cover', 'غطاء وسادة مخملي', 'Housse de coussin en velours', 49, null, null, 'color'),
      ] },
    ],
  },
  {
    en: 'Sports', ar: 'رياضة', fr: 'Sports',
    blurbs: ['Built for training in the heat.', 'Trusted by athletes and weekend warriors alike.', 'Lightweight, durable and ready for the gym.'],
    tags: ['sports', 'fitness'],
    children: [
      { en: 'Fitness', ar: 'لياقة بدنية', fr: 'Fitness', kinds: [
        e('Yoga Mat 6mm', 'سجادة يوغا 6 مم', 'Tapis de yoga 6 mm', 89, ['Adidas', 'Nike'], null, 'color'),
        e('Adjustable Dumbbells 20kg', 'دمبل قابل للتعديل 20 كغ', 'Haltères réglables 20 kg', 449, null, null),
        e('Resistance Bands Set', 'طقم أحزمة مقاومة', 'Kit de bandes élastiques', 69, null, null),
      ] },
      { en: 'Team & Racket Sports', ar: 'رياضات جماعية ومضرب', fr: 'Sports collectifs et de raquette', kinds: [
        e('Match Football', 'كرة قدم للمباريات', 'Ballon de football de match', 99, ['Adidas', 'Nike'], null),
        e('Padel Racket', 'مضرب بادل', 'Raquette de padel', 399, ['Adidas'], null),
        e('Insulated Sports Bottle 750ml', 'زجاجة رياضية معزولة 750 مل', 'Gourde isotherme 750 ml', 49, ['Nike'], null, 'color'),
      ] },
    ],
  },
  {
    en: 'Toys', ar: 'ألعاب', fr: 'Jouets',
    blurbs: ['Ages 6 and up.', 'Hours of screen-free fun for the whole family.', 'A gift that kids actually want.'],
    tags: ['toys', 'kids', 'gift-idea'],
    children: [
      { en: 'Building Sets', ar: 'ألعاب تركيب', fr: 'Jeux de construction', kinds: [
        e('{b} Classic Creative Brick Box', 'صندوق مكعبات {b} الإبداعية', 'Boîte de briques créatives {b} Classic', 149, ['LEGO'], null),
        e('{b} City Police Station', 'مركز شرطة {b} سيتي', 'Le commissariat de police {b} City', 399, ['LEGO'], null),
        e('{b} Technic Race Car', 'سيارة سباق {b} تكنيك', 'Voiture de course {b} Technic', 249, ['LEGO'], null),
      ] },
      { en: 'Games & Puzzles', ar: 'ألعاب وألغاز', fr: 'Jeux et puzzles', kinds: [
        e('1000-Piece Jigsaw Puzzle', 'أحجية 1000 قطعة', 'Puzzle 1000 pièces', 59, null, null),
        e('Classic Family Board Game', 'لعبة لوحية عائلية كلاسيكية', 'Jeu de société familial classique', 99, null, null),
        e('Card Game Party Pack', 'مجموعة ألعاب ورق', 'Pack de jeux de cartes', 39, null, null),
      ] },
      { en: 'Outdoor Play', ar: 'ألعاب خارجية', fr: 'Jeux de plein air', kinds: [
        e('Kids Kick Scooter', 'سكوتر أطفال', 'Trottinette enfant', 199, null, null, 'color'),
        e('Remote Control Racing Car', 'سيارة سباق بالتحكم عن بعد', 'Voiture de course télécommandée', 149, null, null, 'color'),
      ] },
    ],
  },
  {
    en: 'Books', ar: 'كتب', fr: 'Livres',
    blurbs: ['A bestseller loved by readers worldwide.', 'Perfect for a weekend on the beach.', 'Printed on quality paper with a durable binding.'],
    tags: ['books', 'reading', 'gift-idea'],
    children: [
      { en: 'Fiction', ar: 'روايات', fr: 'Romans', kinds: [
        e('The Alchemist by Paulo Coelho', 'الخيميائي لباولو كويلو', 'L\'Alchimiste de Paulo Coelho', 45, null, null, 'format'),
        e('Season of Migration to the North by Tayeb Salih', 'موسم الهجرة إلى الشمال للطيب صالح', 'Saison de la migration vers le nord de Tayeb Salih', 49, ['Penguin'], null, 'format'),
        e('Pride and Prejudice by Jane Austen', 'كبرياء وتحامل لجين أوستن', 'Orgueil et Préjugés de Jane Austen', 35, ['Penguin'], null, 'format'),
        e('The Kite Runner by Khaled Hosseini', 'عداء الطائرة الورقية لخالد حسيني', 'Les Cerfs-volants de Kaboul de Khaled Hosseini', 49, null, null, 'format'),
      ] },
      { en: 'Non-Fiction', ar: 'كتب واقعية', fr: 'Essais et documents', kinds: [
        e('Atomic Habits by James Clear', 'العادات الذرية لجيمس كلير', 'Un rien peut tout changer de James Clear', 69, ['Penguin'], null, 'format'),
        e('Sapiens by Yuval Noah Harari', 'العاقل ليوفال نوح هراري', 'Sapiens de Yuval Noah Harari', 65, null, null, 'format'),
        e('Thinking, Fast and Slow by Daniel Kahneman', 'التفكير السريع والبطيء لدانيال كانيمان', 'Système 1 / Système 2 de Daniel Kahneman', 59, ['Penguin'], null, 'format'),
      ] },
      { en: 'Children\'s Books', ar: 'كتب الأطفال', fr: 'Livres pour enfants', kinds: [
        e('The Very Hungry Caterpillar by Eric Carle', 'اليرقة الجائعة جدًا لإريك كارل', 'La Chenille qui fait des trous d\'Eric Carle', 39, ['Penguin'], null),
        e('My First Arabic Alphabet Book', 'كتابي الأول للحروف العربية', 'Mon premier abécédaire arabe', 29, null, null),
        e('Bedtime Stories Treasury', 'كنز قصص ما قبل النوم', 'Le trésor des histoires du soir', 79, null, null),
      ] },
    ],
  },
];
