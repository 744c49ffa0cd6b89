import type { PageKey } from '@storefront/contract';

/** The information pages' Arabic and French, written as PAGES' English is (plain text, "## " headings). */
export const PAGE_TRANSLATIONS: Partial<Record<PageKey, Record<'ar' | 'fr', { title: string; content: string }>>> = {
  'about-us': {
    ar: {
      title: 'عن سوقلي',
      content: `بدأت سوقلي في عام 2024 بفكرة بسيطة: كل ما يحتاجه بيت في دبي يجب أن يكون على بُعد لمسات قليلة. واليوم نصل العملاء بالمطاعم والمتاجر الكبرى والصيدليات والمحلات في دبي والشارقة.

## ما نقوم به

نعمل مع متاجر الأحياء المستقلة ومع السلاسل المعروفة. يستلم مندوبونا طلبك فور جاهزيته ويوصلونه إلى بابك، عادةً في أقل من 45 دقيقة.

## لماذا يختارنا العملاء

سلة واحدة لخمسة أنواع من التسوق، ورسوم توصيل واضحة تظهر قبل الدفع، وفريق دعم يجيب بالعربية والإنجليزية من الثامنة صباحاً حتى منتصف الليل.

## العمل معنا

يمكن للمطاعم والمحلات الانضمام إلى سوقلي خلال أيام قليلة، ويمكن للمندوبين التقديم عبر الإنترنت واختيار ساعات عملهم.`,
    },
    fr: {
      title: 'À propos de Souqly',
      content: `Souqly est né en 2024 d'une idée simple : tout ce dont un foyer de Dubaï a besoin doit être à quelques gestes. Aujourd'hui, nous relions les clients aux restaurants, supermarchés, pharmacies et boutiques de Dubaï et de Charjah.

## Ce que nous faisons

Nous travaillons avec des commerces de quartier indépendants comme avec des enseignes connues. Nos livreurs récupèrent votre commande dès qu'elle est prête et l'apportent à votre porte, en général en moins de 45 minutes.

## Pourquoi nos clients nous choisissent

Un seul panier pour cinq types d'achats, des frais de livraison honnêtes affichés avant le paiement, et une équipe d'assistance qui répond en anglais et en arabe de 8 h à minuit.

## Travailler avec nous

Restaurants et boutiques peuvent rejoindre Souqly en quelques jours. Les livreurs peuvent postuler en ligne et choisir leurs horaires.`,
    },
  },
  'terms-and-conditions': {
    ar: {
      title: 'الشروط والأحكام',
      content: `تسري هذه الشروط على كل طلب يُقدَّم عبر موقع سوقلي وتطبيقاتها. بإنشاء حساب أو تقديم طلب كضيف، فإنك توافق عليها.

## الطلبات

الطلب عقد بينك وبين المتجر الذي يبيع البضاعة. تنظّم سوقلي الطلب وتوصيله نيابةً عن المتجر. تشمل الأسعار ضريبة القيمة المضافة ما لم يُذكر خلاف ذلك.

## الدفع

يمكنك الدفع بالبطاقة، أو من محفظة سوقلي، أو نقداً عند الاستلام حيث تسمح المنطقة بذلك، أو بالجمع بين المحفظة وطريقة أخرى. قد يُقيَّد الدفع عند الاستلام فوق قيمة معينة للطلب.

## حسابك

احفظ كلمة المرور لنفسك. أنت مسؤول عن الطلبات المقدّمة من حسابك. قد نوقف الحسابات التي تسيء استخدام العروض أو تسيء إلى مندوبينا وشركائنا.

## تعديل هذه الشروط

قد نحدّث هذه الشروط من وقت لآخر. النسخة المنشورة في هذه الصفحة عند تقديم طلبك هي التي تسري عليه.`,
    },
    fr: {
      title: 'Conditions générales',
      content: `Ces conditions s'appliquent à toute commande passée sur le site et les applications Souqly. En créant un compte ou en commandant en tant qu'invité, vous les acceptez.

## Commandes

Une commande est un contrat entre vous et le magasin qui vend les produits. Souqly organise la commande et sa livraison pour le compte du magasin. Les prix incluent la TVA sauf mention contraire.

## Paiement

Vous pouvez payer par carte, avec votre portefeuille Souqly, en espèces à la livraison lorsque la zone le permet, ou en combinant le portefeuille et un autre moyen. Le paiement à la livraison peut être limité au-delà d'un certain montant.

## Votre compte

Gardez votre mot de passe pour vous. Vous êtes responsable des commandes passées depuis votre compte. Nous pouvons suspendre les comptes qui détournent les promotions ou maltraitent nos livreurs et partenaires.

## Modification de ces conditions

Nous pouvons mettre à jour ces conditions de temps à autre. La version publiée sur cette page au moment de votre commande est celle qui s'applique.`,
    },
  },
  'privacy-policy': {
    ar: {
      title: 'سياسة الخصوصية',
      content: `لا نجمع إلا المعلومات التي نحتاجها لتوصيل طلباتك وتحسين خدمتنا.

## ما نجمعه

اسمك ورقم هاتفك وبريدك الإلكتروني وعناوين التوصيل وسجل طلباتك، وموقع جهازك عندما تسمح بذلك.

## كيف نستخدمه

لنقل طلبك وعنوانك إلى المتجر والمندوب، ولإرسال تحديثات الطلب إليك، ولمنع الاحتيال، ولإرسال العروض إليك إن وافقت.

## المشاركة

نشارك بيانات التوصيل مع المتجر والمندوب اللذين يتوليان طلبك، ولا نبيع بياناتك الشخصية أبداً. يعالج مزوّد الدفع لدينا بيانات الدفع، ولا تحفظها سوقلي.

## حقوقك

يمكنك الاطلاع على بياناتك الشخصية أو تصحيحها أو حذفها من ملفك الشخصي، أو بمراسلة privacy@souqly.example.com.`,
    },
    fr: {
      title: 'Politique de confidentialité',
      content: `Nous ne collectons que les informations nécessaires pour livrer vos commandes et améliorer notre service.

## Ce que nous collectons

Votre nom, votre numéro de téléphone, votre adresse e-mail, vos adresses de livraison, l'historique de vos commandes et, si vous l'autorisez, la position de votre appareil.

## Comment nous l'utilisons

Pour transmettre votre commande et votre adresse au magasin et au livreur, vous envoyer le suivi de commande, prévenir la fraude et, si vous l'acceptez, vous envoyer des offres.

## Partage

Nous partageons vos informations de livraison avec le magasin et le livreur qui traitent votre commande et ne vendons jamais vos données personnelles. Les données de paiement sont traitées par notre prestataire de paiement et ne sont pas conservées par Souqly.

## Vos droits

Vous pouvez consulter, corriger ou supprimer vos données personnelles depuis votre profil, ou en écrivant à privacy@souqly.example.com.`,
    },
  },
};
