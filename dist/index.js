var __webpack_exports__ = {};
console.log("review gauntlet action");


