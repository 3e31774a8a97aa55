//! [`InlineVec`]: a list of at most `N` plain items stored in place, the states' storage for
//! what a `Vec` held (fleets, piles, hands, completed missions…).
//!
//! Why not a `Vec` or a library: a game state is cloned at every step of a search, and with
//! every list inline and `Copy` a whole state is one `memcpy`, with no allocation and no drop
//! (the `arrayvec` and `tinyvec` array vectors are not `Copy`). The capacities are constants
//! beside the data they bound; loading data checks them, so a data file that would not fit is
//! refused with its reason rather than a panic in play.
//!
//! It reads like a slice (`Deref`: indexing, `iter`, `len`, `contains`, …) and serializes as a
//! sequence of its items, exactly as a `Vec` does (JSON arrays of the same length, the same
//! postcard bytes for the state hash). Items past the length keep `T::default()`, so two
//! lists with the same items are equal bit for bit too.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};

use serde::de::{Error as _, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// At most `N` (≤ 255) items of `T`, in place. `push` past the capacity panics: capacities are
/// checked when data is loaded (see the module docs), so that is a bug, not bad input.
#[derive(Clone, Copy)]
pub struct InlineVec<T: Copy + Default, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> InlineVec<T, N> {
    /// The most items the list holds.
    pub const CAPACITY: usize = {
        assert!(
            N <= u8::MAX as usize,
            "an InlineVec holds at most 255 items"
        );
        N
    };

    pub fn new() -> Self {
        let _ = Self::CAPACITY;
        InlineVec {
            len: 0,
            items: [T::default(); N],
        }
    }

    /// A list of `slice`'s items, or `None` when they do not fit.
    pub fn try_from_slice(slice: &[T]) -> Option<Self> {
        let mut v = Self::new();
        if slice.len() > N {
            return None;
        }
        v.items[..slice.len()].copy_from_slice(slice);
        v.len = slice.len() as u8;
        Some(v)
    }

    /// A list of `slice`'s items; panics when they do not fit (see the type's docs).
    pub fn from_slice(slice: &[T]) -> Self {
        Self::try_from_slice(slice).unwrap_or_else(|| Self::overflow(slice.len()))
    }

    /// `n` copies of `item`.
    pub fn from_elem(item: T, n: usize) -> Self {
        let mut v = Self::new();
        if n > N {
            Self::overflow(n);
        }
        v.items[..n].fill(item);
        v.len = n as u8;
        v
    }

    #[cold]
    fn overflow(len: usize) -> ! {
        panic!("{len} items exceed this list's capacity of {N} (checked when data is loaded)")
    }

    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }

    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items[..self.len as usize]
    }

    pub fn is_full(&self) -> bool {
        self.len as usize == N
    }

    #[inline]
    pub fn push(&mut self, item: T) {
        if self.is_full() {
            Self::overflow(N + 1);
        }
        self.items[self.len as usize] = item;
        self.len += 1;
    }

    /// Takes the last item.
    #[inline]
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let item = self.items[self.len as usize];
        self.items[self.len as usize] = T::default();
        Some(item)
    }

    /// Puts `item` at `index`, shifting the later items up (as `Vec::insert`).
    pub fn insert(&mut self, index: usize, item: T) {
        assert!(index <= self.len(), "insert index out of range");
        self.push(item);
        self.items[index..self.len as usize].rotate_right(1);
    }

    /// Takes the item at `index`, shifting the later items down (as `Vec::remove`).
    pub fn remove(&mut self, index: usize) -> T {
        assert!(index < self.len(), "remove index out of range");
        self.items[index..self.len as usize].rotate_left(1);
        self.pop().expect("not empty")
    }

    /// Keeps the items for which `keep` holds, in order (as `Vec::retain`).
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for i in 0..self.len as usize {
            let item = self.items[i];
            if keep(&item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        self.truncate(kept);
    }

    pub fn truncate(&mut self, len: usize) {
        if len < self.len as usize {
            self.items[len..self.len as usize].fill(T::default());
            self.len = len as u8;
        }
    }

    pub fn clear(&mut self) {
        self.truncate(0);
    }

    pub fn extend_from_slice(&mut self, slice: &[T]) {
        for &item in slice {
            self.push(item);
        }
    }
}

impl<T: Copy + Default, const N: usize> Default for InlineVec<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for InlineVec<T, N> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for InlineVec<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T: Copy + Default, const N: usize> IntoIterator for InlineVec<T, N> {
    type Item = T;
    type IntoIter = std::iter::Take<std::array::IntoIter<T, N>>;
    fn into_iter(self) -> Self::IntoIter {
        let len = self.len as usize;
        self.items.into_iter().take(len)
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a InlineVec<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a mut InlineVec<T, N> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

impl<T: Copy + Default, const N: usize> Extend<T> for InlineVec<T, N> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for item in iter {
            self.push(item);
        }
    }
}

/// Collects at most `N` items; more panics (see the type's docs).
impl<T: Copy + Default, const N: usize> FromIterator<T> for InlineVec<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut v = Self::new();
        v.extend(iter);
        v
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for InlineVec<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for InlineVec<T, N> {}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq<[T]> for InlineVec<T, N> {
    fn eq(&self, other: &[T]) -> bool {
        self.as_slice() == other
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq<Vec<T>> for InlineVec<T, N> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize, const K: usize> PartialEq<[T; K]>
    for InlineVec<T, N>
{
    fn eq(&self, other: &[T; K]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

/// Hashes like a slice (and so like the `Vec` it replaces).
impl<T: Copy + Default + Hash, const N: usize> Hash for InlineVec<T, N> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for InlineVec<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Copy + Default, const N: usize> From<InlineVec<T, N>> for Vec<T> {
    fn from(v: InlineVec<T, N>) -> Vec<T> {
        v.to_vec()
    }
}

/// A sequence, as a `Vec` serializes.
impl<T: Copy + Default + Serialize, const N: usize> Serialize for InlineVec<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.as_slice())
    }
}

/// JSON Schema (the `schema` feature): an array of at most `N` items, as it serializes.
#[cfg(feature = "schema")]
impl<T: Copy + Default + schemars::JsonSchema, const N: usize> schemars::JsonSchema
    for InlineVec<T, N>
{
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> std::borrow::Cow<'static, str> {
        format!("Array_up_to_{N}_of_{}", T::schema_name()).into()
    }

    fn schema_id() -> std::borrow::Cow<'static, str> {
        format!("InlineVec<{}, {N}>", T::schema_id()).into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "array",
            "items": generator.subschema_for::<T>(),
            "maxItems": N,
        })
    }
}

/// A sequence of at most `N` items; a longer one is an error (not a panic).
impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de>
    for InlineVec<T, N>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Seq<T, const N: usize>(PhantomData<T>);
        impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Visitor<'de> for Seq<T, N> {
            type Value = InlineVec<T, N>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "a sequence of at most {N} items")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut v = InlineVec::new();
                while let Some(item) = seq.next_element()? {
                    if v.is_full() {
                        return Err(A::Error::custom(format_args!(
                            "more than {N} items in a list that holds at most {N}"
                        )));
                    }
                    v.push(item);
                }
                Ok(v)
            }
        }
        deserializer.deserialize_seq(Seq::<T, N>(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Pile = InlineVec<u8, 4>;

    #[test]
    fn behaves_like_a_vec() {
        let mut v = Pile::from_slice(&[1, 2]);
        v.insert(0, 9);
        assert_eq!(v, [9, 1, 2]);
        v.push(3);
        assert!(v.is_full());
        assert_eq!(v.remove(1), 1);
        assert_eq!(v, vec![9, 2, 3]);
        v.retain(|&x| x != 2);
        assert_eq!(v.pop(), Some(3));
        assert_eq!(v.iter().copied().collect::<Vec<_>>(), vec![9]);
        assert_eq!(Pile::try_from_slice(&[0; 5]), None);
    }

    #[test]
    fn equal_lists_are_equal_whatever_they_held_before() {
        let mut a = Pile::from_slice(&[1, 2, 3]);
        a.truncate(1);
        let b = Pile::from_slice(&[1]);
        assert_eq!(a, b);
        assert_eq!(a.items, b.items, "cleared slots are reset");
    }

    #[test]
    fn serializes_exactly_as_a_vec() {
        let v = Pile::from_slice(&[3, 0, 7]);
        assert_eq!(
            serde_json::to_string(&v).unwrap(),
            serde_json::to_string(&vec![3u8, 0, 7]).unwrap()
        );
        assert_eq!(
            postcard::to_allocvec(&v).unwrap(),
            postcard::to_allocvec(&vec![3u8, 0, 7]).unwrap()
        );
        let back: Pile = serde_json::from_str("[3,0,7]").unwrap();
        assert_eq!(back, v);
        let err = serde_json::from_str::<Pile>("[1,2,3,4,5]").unwrap_err();
        assert!(err.to_string().contains("at most 4"), "{err}");
    }

    #[test]
    #[should_panic(expected = "capacity of 4")]
    fn pushing_past_the_capacity_panics() {
        let mut v = Pile::from_elem(0, 4);
        v.push(1);
    }
}
